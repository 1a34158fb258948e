import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminUserDetailView, BulkReviewResult, MemberImportPreview, MemberImportReport, ProfileCheckCount, ProfileCheckProgress, UserListAnswer } from '../../../contract/admin-users';
import { Done } from '../../../contract/common';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { readUpload } from '../../../platform/http/uploads';
import { ApiTableUpload } from '../../../platform/tables/api-table-upload';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { AdminUserCommands } from '../commands/admin-user-commands';
import { MemberImportCommands } from '../commands/member-import-commands';
import { AdminUserQueries } from '../queries/admin-user-queries';
import { MembersExport } from '../queries/members-export';
import { ProfileCheckProgressQuery } from '../queries/profile-check-progress';
import { ChosenExportQueryDto } from '../../../platform/http/chosen-export.dto';
import { BulkReviewDto, DisableUserDto, EditUserDto, UserIdDto, UserListQueryDto } from './admin-users.dto';
import { asksForUserPage } from '../queries/user-table';
import { cappedList, SPEC_LIST_WINDOW } from '../../../platform/http/capped-list';
import { Access } from '../../../platform/auth/access';

@ApiTags('admin')
@Access('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly queries: AdminUserQueries,
    private readonly commands: AdminUserCommands,
    private readonly importer: MemberImportCommands,
    private readonly exports: MembersExport,
    private readonly downloads: DownloadAccess,
    private readonly profileChecks: ProfileCheckProgressQuery,
  ) {}

  /**
   * Browsers open exports as plain links, so this route takes a 60-second download token made for it
   * (GET /api/materials/downloadtoken?path=…) instead of the Authorization header; it must belong to an admin.
   * An export of personal data is itself a row of the audit trail.
   */
  @Access('admin', 'download-token')
  @Get('export')
  @ApiXlsxDownload()
  async export(@Query() query: ChosenExportQueryDto, @Req() request: FastifyRequest, @Meta() meta: CommandMeta, @Res() reply: FastifyReply): Promise<void> {
    const admin = await this.downloads.admin(request);
    sendXlsx(reply, await this.exports.workbook({ ...meta, actorId: admin.id }, query.users));
  }

  /**
   * SPEC §7 "user list": asked with paging, search or sort parameters, a page of a table; without, the
   * list itself (of one table with `table=`), capped at 2,000 rows with the total in X-Total-Count.
   */
  @Get()
  async list(@Query() query: UserListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserListAnswer> {
    if (asksForUserPage(query)) return this.queries.page(query);
    return cappedList(reply, await this.queries.page({ ...query, ...SPEC_LIST_WINDOW }));
  }

  /** How the data check stands: members who have saved their profile since they were asked, and who not yet (issue 41 §3). */
  @Get('profile-check')
  profileCheck(): Promise<ProfileCheckProgress> {
    return this.profileChecks.get();
  }

  /** A member's full record; reading it is a staff action on personal data, and a row of the audit trail. */
  @Get(':id')
  get(@Param('id') id: string, @Meta() meta: CommandMeta): Promise<AdminUserDetailView> {
    return this.queries.look(id, meta);
  }

  @Put(':id')
  async edit(@Param('id') id: string, @Body() body: EditUserDto, @Meta() meta: CommandMeta): Promise<AdminUserDetailView> {
    await this.commands.edit(id, body, meta);
    return this.queries.get(id);
  }

  @Post('activate')
  @HttpCode(200)
  async activate(@Body() body: UserIdDto, @Meta() meta: CommandMeta): Promise<AdminUserDetailView> {
    await this.commands.activate(body.userId, meta);
    return this.queries.get(body.userId);
  }

  @Post('disable')
  @HttpCode(200)
  async disable(@Body() body: DisableUserDto, @Meta() meta: CommandMeta): Promise<AdminUserDetailView> {
    await this.commands.disable(body.userId, body.reason, meta);
    return this.queries.get(body.userId);
  }

  /** Issue 41 §7: the selected applicants activated or rejected at once. */
  @Post('bulk')
  @HttpCode(200)
  async bulk(@Body() body: BulkReviewDto, @Meta() meta: CommandMeta): Promise<BulkReviewResult> {
    return { outcomes: await this.commands.reviewMany(body.action, body.userIds, meta) };
  }

  @Post('delete')
  @HttpCode(200)
  async erase(@Body() body: UserIdDto, @Meta() meta: CommandMeta): Promise<Done> {
    await this.commands.erase(body.userId, meta);
    return {};
  }

  /** What importing the list would do; writes nothing and mails nobody (issue 41 §4). */
  @Post('import/preview')
  @HttpCode(200)
  @ApiTableUpload(
    'Preview a member import',
    'The same file as POST /admin/users/import, read and checked the same way, but nothing is written and nobody is mailed: the rows read, how many would be imported, the rows left out (bad, already in the club, repeated in the list) by line in Hungarian, and the first of those who would be mailed a completion link. Staff then send the same file to POST /admin/users/import, which checks it again.',
  )
  async previewImport(@Req() request: FastifyRequest): Promise<MemberImportPreview> {
    const upload = await readUpload(request);
    return this.importer.preview(upload.buffer);
  }

  @Post('import')
  @HttpCode(200)
  @ApiTableUpload(
    'Import existing members',
    'CSV or XLSX with columns email, lastName, firstName and optionally phone, zip, city, schoolOm (or their Hungarian names). Each row must pass what PUT /admin/users/{id} checks of the same fields (phone, zip and city may be empty) and becomes an imported member who gets a link by mail to complete their sign-up; bad rows and taken e-mail addresses are reported in `errors` by line, in Hungarian.',
  )
  async import(@Req() request: FastifyRequest, @Meta() meta: CommandMeta): Promise<MemberImportReport> {
    const upload = await readUpload(request);
    return this.importer.import(upload.buffer, meta);
  }

  @Post('request-profile-check')
  @HttpCode(200)
  async requestProfileCheck(@Meta() meta: CommandMeta): Promise<ProfileCheckCount> {
    return { count: await this.commands.requestProfileCheck(meta) };
  }
}
