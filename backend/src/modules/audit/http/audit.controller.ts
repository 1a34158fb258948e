import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditPage, StreamHistoryView } from '../../../contract/audit';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { AuditTrail } from '../queries/audit-trail';
import { AuditExport } from '../queries/audit-export';
import { HistoryLooks } from '../queries/history-look';
import { AuditExportQueryDto, AuditQueryDto, HistoryQueryDto } from './audit.dto';
import { Access } from '../../../platform/auth/access';

/** The audit trail and the histories (issue 12): read-only, admins only; no route edits or deletes a row. */
@ApiTags('admin')
@Access('admin')
@Controller('admin')
export class AuditController {
  constructor(
    private readonly trail: AuditTrail,
    private readonly exports: AuditExport,
    private readonly histories: HistoryLooks,
    private readonly downloads: DownloadAccess,
  ) {}

  @Get('audit')
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
    sendXlsx(reply, await this.exports.workbook(filter, { ...meta, actorId: admin.id }));
  }

  /**
   * The events of `user-…`, `service-…` or `partner-…`, a page at a time newest first, and the record
   * right after `revision` (default: the last). Reading a member's or a service's history at any
   * revision is a look at personal data, and a row of the trail naming the revision shown (issue 22 §2).
   */
  @Get('history/:stream')
  streamHistory(@Param('stream') stream: string, @Query() query: HistoryQueryDto, @Meta() meta: CommandMeta): Promise<StreamHistoryView> {
    return this.histories.read(stream, query, meta);
  }
}
