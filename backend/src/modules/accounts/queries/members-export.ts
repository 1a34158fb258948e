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

/** The reviewed (activated) members as a workbook; an export of personal data is itself a row of the audit trail. */
@Injectable()
export class MembersExport {
  constructor(
    private readonly readStore: ReadStore,
    private readonly accessLog: AccessLog,
  ) {}

  /** `meta` names the admin whose download token opened it. */
  async workbook(meta: CommandMeta): Promise<XlsxFile> {
    const rows = await this.readStore.collection(USERS).count(REVIEWED);
    await this.accessLog.record(meta, { kind: 'members-export', rows });
    return { fileName: datedXlsxName('klubtagok', meta.now), content: usersWorkbook(this.reviewed()) };
  }

  /** Oldest first, a page at a time (issue 40 §1), each page with its own members' schools. */
  private async *reviewed(): AsyncGenerator<AdminUserView> {
    for await (const page of pagesOf(this.readStore.collection(USERS), { where: REVIEWED, sort: { createdAt: 1 } })) {
      const schools = await schoolReader(this.readStore).byIds(page.flatMap((user) => (user.schoolId ? [user.schoolId] : [])));
      const byId = new Map(schools.map((school) => [school._id, school]));
      yield* page.map((user) => toAdminUserView(user, user.schoolId ? (byId.get(user.schoolId) ?? null) : null));
    }
  }
}
