import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemberDataExport } from '../../../contract/member-data';
import { CurrentUser } from '../../../platform/auth/auth.guards';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { SessionUser } from '../../../platform/auth/session';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { unauthenticated } from '../../../shared/platform-errors';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { OwnDataExport } from '../own-data-export';
import { Access } from '../../../platform/auth/access';

/** A member's own data (issue 12): everything held about the one who asks, and nobody else. */
@ApiTags('profile')
@Access('member')
@Controller('profile')
export class MemberDataController {
  constructor(
    private readonly data: OwnDataExport,
    private readonly downloads: DownloadAccess,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: "The member's own data, for programs",
    description: 'Stable keys, ISO 8601 instants in UTC, states as codes (see MemberDataExport). The same for people to read: GET /api/profile/export.xlsx.',
  })
  export(@CurrentUser() user: SessionUser, @Meta() meta: CommandMeta): Promise<MemberDataExport> {
    return this.data.json(user.id, meta);
  }

  /** The same as a readable workbook, opened as a link with the member's own download token. */
  @Access('member', 'download-token')
  @Get('export.xlsx')
  @ApiOperation({ summary: "The member's own data, for people to read" })
  @ApiXlsxDownload('the member', 'The same data for people, in Hungarian: a sheet each for the profile, sign-ups, partner sites and the account history; moments in Budapest time, flags as igen/nem, no internal ids.')
  async workbook(@Req() request: FastifyRequest, @Meta() meta: CommandMeta, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.downloads.viewer(request);
    if (!viewer) throw unauthenticated();
    sendXlsx(reply, await this.data.workbook(viewer.id, meta));
  }
}
