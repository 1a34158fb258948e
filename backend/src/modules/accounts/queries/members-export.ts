import { Injectable } from '@nestjs/common';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { datedXlsxName, XlsxFile } from '../../../platform/http/xlsx-download';
import { AdminUserQueries } from './admin-user-queries';
import { usersWorkbook } from './users-export';

/** The reviewed (activated) members as a workbook; an export of personal data is itself a row of the audit trail. */
@Injectable()
export class MembersExport {
  constructor(
    private readonly users: AdminUserQueries,
    private readonly accessLog: AccessLog,
  ) {}

  /** `meta` names the admin whose download token opened it. */
  async workbook(meta: CommandMeta): Promise<XlsxFile> {
    const reviewed = (await this.users.list()).filter((user) => user.activated);
    await this.accessLog.record(meta, { kind: 'members-export', rows: reviewed.length });
    return { fileName: datedXlsxName('klubtagok', meta.now), content: await usersWorkbook(reviewed) };
  }
}
