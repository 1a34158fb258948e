import { Injectable } from '@nestjs/common';
import { MemberDataExport } from '../../contract/member-data';
import { AccessLog, PersonalDataAccessed } from '../../platform/access-log/access-log';
import { CommandMeta } from '../../platform/commands/command-meta';
import { XlsxFile } from '../../platform/http/xlsx-download';
import { MemberData } from './member-data';

/**
 * A member taking their own data is a row of the trail too (issue 22 §2): an export that holds a person,
 * so the member and staff can see when it left, were a session ever stolen.
 */
const ownDataLook = (userId: string, format: 'json' | 'xlsx'): PersonalDataAccessed['data'] => ({ kind: 'own-data-export', userId, format });

/** The member's own data as it leaves: for programs (JSON) or people (a workbook), each a row of the trail. */
@Injectable()
export class OwnDataExport {
  constructor(
    private readonly data: MemberData,
    private readonly accessLog: AccessLog,
  ) {}

  async json(userId: string, meta: CommandMeta): Promise<MemberDataExport> {
    const data = await this.data.export(userId);
    await this.accessLog.record({ ...meta, actorId: userId }, ownDataLook(userId, 'json'));
    return data;
  }

  async workbook(userId: string, meta: CommandMeta): Promise<XlsxFile> {
    const content = await this.data.workbook(userId);
    await this.accessLog.record({ ...meta, actorId: userId }, ownDataLook(userId, 'xlsx'));
    return { fileName: 'adataim.xlsx', content };
  }
}
