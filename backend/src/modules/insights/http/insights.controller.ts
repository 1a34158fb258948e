import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InsightsView } from '../../../contract/insights';
import { Access } from '../../../platform/auth/access';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { ValidationFailed } from '../../../shared/domain-error';
import { InsightsExport } from '../queries/insights-export';
import { InsightsQueries } from '../queries/insights-queries';
import { InsightsExportQueryDto, InsightsQueryDto } from './insights.dto';

/** "Áttekintés" (issue 25): the programme's figures from the whole log, now or as of a day; admins only. */
@ApiTags('admin')
@Access('admin')
@Controller('admin/insights')
export class InsightsController {
  constructor(
    private readonly insights: InsightsQueries,
    private readonly exports: InsightsExport,
    private readonly downloads: DownloadAccess,
  ) {}

  @Get()
  view(@Query() query: InsightsQueryDto, @Meta() meta: CommandMeta): Promise<InsightsView> {
    return this.insights.view(query, meta.now);
  }

  /** One chart's figures as XLSX, opened as a link with an admin's download token, like every export. */
  @Access('admin', 'download-token')
  @Get('export')
  @ApiXlsxDownload()
  async export(@Query() query: InsightsExportQueryDto, @Req() request: FastifyRequest, @Meta() meta: CommandMeta, @Res() reply: FastifyReply): Promise<void> {
    const { token: _token, section, period, ...days } = query;
    await this.downloads.admin(request);
    if (section === undefined) throw new ValidationFailed([{ field: 'section', code: 'isIn' }]);
    sendXlsx(reply, await this.exports.workbook(section, period ?? 'month', days, meta.now));
  }
}
