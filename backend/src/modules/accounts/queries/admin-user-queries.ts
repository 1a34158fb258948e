import { Injectable } from '@nestjs/common';
import { AdminUserDetailView, UserListQuery, UserPage } from '../../../contract/admin-users';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userNotFound } from '../domain/accounts.errors';
import { USERS } from '../projections/users.projection';
import { toAdminUserView } from './admin-user-view';
import { userTableSort, userTableWhere } from './user-table';
import { JoinedServices } from '../public/joined-services';
import { schoolReader } from '../../reference/public/schools';
import { findInSlices } from '../../../platform/read-store/page-in-slices';
import { mapSliced } from '../../../shared/sliced';

@Injectable()
export class AdminUserQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly accessLog: AccessLog,
    private readonly joined: JoinedServices,
  ) {}

  /**
   * One page of a table (or of every member), as the query filters and sorts it, with the total that
   * matches: the page's rows are the only ones turned into views, and only their schools are read.
   */
  async page(query: UserListQuery): Promise<UserPage> {
    const { page, pageSize, skip, limit } = pageWindow(query);
    const where = userTableWhere(query.table, query.search);
    const users = this.readStore.collection(USERS);
    // Up to the SPEC's 2,000 rows: read and turned into views in slices that yield (issue 40 §1).
    const [docs, total] = await Promise.all([findInSlices(users, { where, sort: userTableSort(query.sort, query.order), skip, limit, readOnly: true }), users.count(where)]);
    const schools = await schoolReader(this.readStore).byIds([...new Set(docs.flatMap((user) => (user.schoolId ? [user.schoolId] : [])))]);
    const byId = new Map(schools.map((school) => [school._id, school]));
    const items = await mapSliced(docs, (user) => toAdminUserView(user, user.schoolId ? (byId.get(user.schoolId) ?? null) : null));
    return { items, total, page, pageSize };
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
