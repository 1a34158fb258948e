import { Injectable } from '@nestjs/common';
import { AdminUserDetailView, AdminUserView } from '../../../contract/admin-users';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userNotFound } from '../domain/accounts.errors';
import { USERS } from '../projections/users.projection';
import { toAdminUserView } from './admin-user-view';
import { JoinedServices } from '../public/joined-services';
import { schoolReader } from '../../reference/public/schools';

@Injectable()
export class AdminUserQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly accessLog: AccessLog,
    private readonly joined: JoinedServices,
  ) {}

  /**
   * The members, oldest first; the screen splits unactivated and reviewed ones. Staff accounts are
   * not members: they are neither listed nor exported with them.
   */
  async list(): Promise<AdminUserView[]> {
    const [users, schools] = await Promise.all([
      this.readStore.collection(USERS).find({ where: { admin: false }, sort: { createdAt: 1 } }),
      schoolReader(this.readStore).all(),
    ]);
    const byId = new Map(schools.map((school) => [school._id, school]));
    return users.map((user) => toAdminUserView(user, user.schoolId ? (byId.get(user.schoolId) ?? null) : null));
  }

  /** A member's full record as staff open it: a look at personal data, and a row of the audit trail. */
  async look(userId: string, meta: CommandMeta): Promise<AdminUserDetailView> {
    const record = await this.get(userId);
    await this.accessLog.record(meta, { kind: 'member-record', userId });
    return record;
  }

  async get(userId: string): Promise<AdminUserDetailView> {
    const user = await this.readStore.collection(USERS).get(userId);
    if (!user) throw userNotFound();
    const school = user.schoolId ? await schoolReader(this.readStore).get(user.schoolId) : null;
    return { ...toAdminUserView(user, school), services: await this.joined.of(userId) };
  }
}
