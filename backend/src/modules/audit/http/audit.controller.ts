import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditPage, StreamHistoryView } from '../../../contract/audit';
import { AccessLog } from '../../../platform/access-log/access-log';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { Clock } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { AuditTrail } from '../queries/audit-trail';
import { auditWorkbook } from '../queries/audit-workbook';
import { historyLook } from '../queries/history-look';
import { StreamHistory } from '../queries/stream-history';
import { AuditExportQueryDto, AuditQueryDto, HistoryQueryDto } from './audit.dto';
import { Access } from '../../../platform/auth/access';

/** The audit trail and the histories (issue 12): read-only, admins only; no route edits or deletes a row. */
@ApiTags('admin')
@Controller('admin')
export class AuditController {
  constructor(
    private readonly trail: AuditTrail,
    private readonly history: StreamHistory,
    private readonly downloads: DownloadAccess,
    private readonly accessLog: AccessLog,
    private readonly clock: Clock,
  ) {}

  @Get('audit')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  audit(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.trail.page(query);
  }

  /** The current filter as XLSX, opened as a link with an admin's download token; itself a trail row. */
  @Access('admin', 'download-token')
  @Get('audit/export')
  @ApiXlsxDownload()
  async export(@Query() query: AuditExportQueryDto, @Req() request: FastifyRequest, @Meta() meta: CommandMeta, @Res() reply: FastifyReply): Promise<void> {
    const { token: _token, ...filter } = query;
    const admin = await this.downloads.admin(request);
    const entries = await this.trail.all(filter);
    await this.accessLog.record({ ...meta, actorId: admin.id }, { kind: 'audit-export', rows: entries.length });
    sendXlsx(reply, `naplo-${this.clock.now().toISOString().slice(0, 10)}.xlsx`, await auditWorkbook(entries));
  }

  /**
   * Every event of `user-…`, `service-…` or `partner-…`, and the record right after `revision` (default:
   * the last). Reading a member's or a service's history at any revision is a look at personal data,
   * and a row of the trail naming the revision shown (issue 22 §2).
   */
  @Get('history/:stream')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async streamHistory(@Param('stream') stream: string, @Query() query: HistoryQueryDto, @Meta() meta: CommandMeta): Promise<StreamHistoryView> {
    const view = await this.history.read(stream, query.revision);
    const look = historyLook(view);
    if (look) await this.accessLog.record(meta, look);
    return view;
  }
}
