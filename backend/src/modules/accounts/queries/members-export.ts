import { Injectable } from '@nestjs/common';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { datedXlsxName, XlsxFile } from '../../../platform/http/xlsx-download';
import { pagesOf } from '../../../platform/read-store/in-pages';
import { ReadStore, Where } from '../../../platform/read-store/read-store.port';
import { schoolReader } from '../../reference/public/schools';
import { AdminUserView } from '../../../contract/admin-users';
import { USERS, UserDoc } from '../projections/users.projection';
import { toAdminUserView } from './admin-user-view';
import { usersWorkbook } from './users-export';

/**
 * The reviewed (activated) members, as the users table lists them: staff accounts are not members.
 * Named by the table and the status, so a count is a slice of the table's index (issue 40 §1: by
 * `admin`, SQLite tested the status of every member in one statement, 0.2 s at ten times the club).
 */
const REVIEWED: Where<UserDoc> = { listedIn: 'activated', status: 'activated' };

/** The reviewed (activated) members, or the ticked people, as a workbook; an export of personal data is itself a row of the audit trail. */
@Injectable()
export class MembersExport {
  constructor(
    private readonly readStore: ReadStore,
    private readonly accessLog: AccessLog,
  ) {}

  /**
   * `meta` names the admin whose download token opened it. With `userIds`, those people alone (the
   * ticked applicants, issue 41 §7), whichever table lists them, staff never.
   */
  async workbook(meta: CommandMeta, userIds?: readonly string[]): Promise<XlsxFile> {
    const where: Where<UserDoc> = userIds ? { _id: { in: [...userIds] }, listedIn: { in: ['activated', 'unactivated'] } } : REVIEWED;
    const rows = await this.readStore.collection(USERS).count(where);
    await this.accessLog.record(meta, { kind: 'members-export', rows });
    return { fileName: datedXlsxName(userIds ? 'jelentkezok' : 'klubtagok', meta.now), content: usersWorkbook(this.rows(where)) };
  }

  /** Oldest first, a page at a time (issue 40 §1), each page with its own members' schools. */
  private async *rows(where: Where<UserDoc>): AsyncGenerator<AdminUserView> {
    for await (const page of pagesOf(this.readStore.collection(USERS), { where, sort: { createdAt: 1 } })) {
      const schools = await schoolReader(this.readStore).byIds(page.flatMap((user) => (user.schoolId ? [user.schoolId] : [])));
      const byId = new Map(schools.map((school) => [school._id, school]));
      yield* page.map((user) => toAdminUserView(user, user.schoolId ? (byId.get(user.schoolId) ?? null) : null));
    }
  }
}
