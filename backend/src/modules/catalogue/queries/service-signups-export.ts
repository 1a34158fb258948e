import { Injectable } from '@nestjs/common';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { datedXlsxName, XlsxFile } from '../../../platform/http/xlsx-download';
import { slugify } from '../domain/slug';
import { AdminCatalogue } from './admin-catalogue';
import { SignupRows } from './signup-rows';
import { signupsWorkbook } from './signups-export';

/** One service's sign-ups as a workbook; an export of personal data is itself a row of the audit trail. */
@Injectable()
export class ServiceSignupsExport {
  constructor(
    private readonly catalogue: AdminCatalogue,
    private readonly rows: SignupRows,
    private readonly accessLog: AccessLog,
  ) {}

  /**
   * NOT_FOUND for an unknown service; `meta` names the admin whose download token opened it. With
   * `userIds`, only those members' sign-ups (the dialog's ticked rows, issue 41 §7).
   */
  async workbook(serviceId: string, meta: CommandMeta, userIds?: readonly string[]): Promise<XlsxFile> {
    const service = await this.catalogue.service(serviceId);
    const chosen = userIds ? await this.rows.chosen(serviceId, userIds) : null;
    await this.accessLog.record(meta, { kind: 'signups-export', serviceId, rows: chosen ? chosen.length : await this.rows.count(serviceId) });
    const rows = chosen ?? this.rows.inPages(serviceId);
    return { fileName: datedXlsxName(`jelentkezok-${slugify(service.name)}`, meta.now), content: signupsWorkbook(service, rows) };
  }
}
