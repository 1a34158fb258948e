import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemberDataExport } from '../../../contract/member-data';
import { AccessLog, PersonalDataAccessed } from '../../../platform/access-log/access-log';
import { CurrentUser, MemberGuard } from '../../../platform/auth/auth.guards';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { SessionUser } from '../../../platform/auth/session';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { DomainError } from '../../../shared/domain-error';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { MemberData } from '../member-data';
import { Access } from '../../../platform/auth/access';

/**
 * A member taking their own data is a row of the trail too (issue 22 §2): an export that holds a person,
 * so the member and staff can see when it left, were a session ever stolen.
 */
const ownDataLook = (userId: string, format: 'json' | 'xlsx'): PersonalDataAccessed['data'] => ({ kind: 'own-data-export', userId, format });

/** A member's own data (issue 12): everything held about the one who asks, and nobody else. */
@ApiTags('profile')
@Controller('profile')
export class MemberDataController {
  constructor(
    private readonly data: MemberData,
    private readonly downloads: DownloadAccess,
    private readonly accessLog: AccessLog,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: "The member's own data, for programs",
    description: 'Stable keys, ISO 8601 instants in UTC, states as codes (see MemberDataExport). The same for people to read: GET /api/profile/export.xlsx.',
  })
  @ApiBearerAuth()
  @UseGuards(MemberGuard)
  async export(@CurrentUser() user: SessionUser, @Meta() meta: CommandMeta): Promise<MemberDataExport> {
    const data = await this.data.export(user.id);
    await this.accessLog.record({ ...meta, actorId: user.id }, ownDataLook(user.id, 'json'));
    return data;
  }

  /** The same as a readable workbook, opened as a link with the member's own download token. */
  @Access('member', 'download-token')
  @Get('export.xlsx')
  @ApiOperation({ summary: "The member's own data, for people to read" })
  @ApiXlsxDownload('the member', 'The same data for people, in Hungarian: a sheet each for the profile, sign-ups, partner sites and the account history; moments in Budapest time, flags as igen/nem, no internal ids.')
  async workbook(@Req() request: FastifyRequest, @Meta() meta: CommandMeta, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.downloads.viewer(request);
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    const workbook = await this.data.workbook(viewer.id);
    await this.accessLog.record({ ...meta, actorId: viewer.id }, ownDataLook(viewer.id, 'xlsx'));
    sendXlsx(reply, 'adataim.xlsx', workbook);
  }
}
