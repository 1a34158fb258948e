import { Injectable } from '@nestjs/common';
import { AdminUserDetailView, UserListQuery, UserPage } from '../../../contract/admin-users';
import type { Where } from '../../../platform/read-store/read-store.port';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userNotFound } from '../domain/accounts.errors';
import { USERS, UserDoc } from '../projections/users.projection';
import { inSchoolOrder } from './school-order';
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
    if (query.sort === 'school') return this.pageBySchool(where, query, { page, pageSize, skip, limit });
    // Up to the SPEC's 2,000 rows: read and turned into views in slices that yield (issue 40 §1).
    const [docs, total] = await Promise.all([findInSlices(users, { where, sort: userTableSort(query.sort, query.order), skip, limit, readOnly: true }), users.count(where)]);
    const byId = await this.schoolsOf(docs);
    return { items: await this.views(docs, byId), total, page, pageSize };
  }

  /** By school name (queries/school-order.ts): the table's matching rows ordered here, then the page cut from them. */
  private async pageBySchool(where: Where<UserDoc>, query: UserListQuery, window: ReturnType<typeof pageWindow>): Promise<UserPage> {
    const { page, pageSize, skip, limit } = window;
    const matching = await findInSlices(this.readStore.collection(USERS), { where, readOnly: true });
    const byId = await this.schoolsOf(matching);
    const docs = inSchoolOrder(matching, byId, query.order ?? 'asc').slice(skip, skip + limit);
    return { items: await this.views(docs, byId), total: matching.length, page, pageSize };
  }

  private async schoolsOf(docs: readonly UserDoc[]) {
    const schools = await schoolReader(this.readStore).byIds([...new Set(docs.flatMap((user) => (user.schoolId ? [user.schoolId] : [])))]);
    return new Map(schools.map((school) => [school._id, school]));
  }

  private views(docs: UserDoc[], schools: Awaited<ReturnType<AdminUserQueries['schoolsOf']>>) {
    return mapSliced(docs, (user) => toAdminUserView(user, user.schoolId ? (schools.get(user.schoolId) ?? null) : null));
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
