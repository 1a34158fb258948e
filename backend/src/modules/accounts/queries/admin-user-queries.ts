import { Injectable } from '@nestjs/common';
import { AdminUserDetailView, AdminUserView, JoinedServiceView } from '../../../contract/admin-users';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Doc, ReadStore } from '../../../platform/read-store/read-store.port';
import { userNotFound } from '../domain/user.errors';
import { SCHOOLS } from '../commands/membership-commands';
import { USERS, UserDoc } from '../projections/users.projection';
import { SchoolRef, toAdminUserView } from './admin-user-view';

/**
 * Sign-ups are the catalogue's read model (a row's `status` is catalogue's SignupStatus); the user detail
 * lists them when that module is present.
 */
const SIGNUPS = 'signups';
const SERVICES = 'services';

@Injectable()
export class AdminUserQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly accessLog: AccessLog,
  ) {}

  /**
   * The members, oldest first; the screen splits unactivated and reviewed ones. Staff accounts are
   * not members: they are neither listed nor exported with them.
   */
  async list(): Promise<AdminUserView[]> {
    const [users, schools] = await Promise.all([
      this.readStore.collection<UserDoc>(USERS).find({ admin: false }, { sort: { createdAt: 1 } }),
      this.readStore.collection<SchoolRef & Doc>(SCHOOLS).find({}),
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
    const user = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!user) throw userNotFound();
    const school = user.schoolId ? await this.readStore.collection<SchoolRef & Doc>(SCHOOLS).get(user.schoolId) : null;
    return { ...toAdminUserView(user, school), services: await this.joinedServices(userId) };
  }

  private async joinedServices(userId: string): Promise<JoinedServiceView[]> {
    const signups = await this.readStore.collection(SIGNUPS).find({ userId }, { sort: { createdAt: 1 } });
    const services = await Promise.all(signups.map((signup) => this.readStore.collection(SERVICES).get(String(signup.serviceId))));
    return signups.map((signup, index) => ({
      id: String(signup.serviceId),
      name: String(services[index]?.name ?? ''),
      user_service: { createdAt: String(signup.createdAt), onWaitList: signup.status === 'waitlisted' },
    }));
  }
}
