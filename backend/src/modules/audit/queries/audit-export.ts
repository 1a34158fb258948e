import { Injectable } from '@nestjs/common';
import type { AuditQuery } from '../../../contract/audit';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { datedXlsxName, XlsxFile } from '../../../platform/http/xlsx-download';
import { AuditTrail } from './audit-trail';
import { auditWorkbook } from './audit-workbook';

/** The trail's current filter as a workbook; the export is itself a row of the trail. */
@Injectable()
export class AuditExport {
  constructor(
    private readonly trail: AuditTrail,
    private readonly accessLog: AccessLog,
  ) {}

  /** `meta` names the admin whose download token opened it. */
  async workbook(filter: AuditQuery, meta: CommandMeta): Promise<XlsxFile> {
    const rows = await this.trail.exportRows(filter);
    await this.accessLog.record(meta, { kind: 'audit-export', rows: rows.length });
    return { fileName: datedXlsxName('naplo', meta.now), content: auditWorkbook(this.trail.worded(rows)) };
  }
}
