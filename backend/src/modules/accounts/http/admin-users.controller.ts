import { AdminUserDetailView, AdminUserView, MemberImportReport, ProfileCheckCount } from '../../../contract/admin-users';
import { Done } from '../../../contract/common';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { ApiFileUpload, readUpload } from '../../../platform/http/uploads';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { AdminUserCommands } from '../commands/admin-user-commands';
import { ImportMembers } from '../commands/import-members';
import { AdminUserQueries } from '../queries/admin-user-queries';
import { usersWorkbook } from '../queries/users-export';
import { EditUserDto, UserIdDto } from './admin-users.dto';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly queries: AdminUserQueries,
    private readonly commands: AdminUserCommands,
    private readonly importer: ImportMembers,
    private readonly downloads: DownloadAccess,
    private readonly clock: Clock,
  ) {}

  /**
   * Browsers open exports as plain links, so this route takes a 60-second download token
   * (GET /api/materials/downloadtoken) instead of the Authorization header; it must belong to an admin.
   */
  @Get('export')
  @ApiXlsxDownload()
  async export(@Query('token') token: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    await this.downloads.admin(token);
    const reviewed = (await this.queries.list()).filter((u) => u.activated);
    sendXlsx(reply, `klubtagok-${this.clock.now().toISOString().slice(0, 10)}.xlsx`, await usersWorkbook(reviewed));
  }

  @Get()
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  list(): Promise<AdminUserView[]> {
    return this.queries.list();
  }

  @Get(':id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  get(@Param('id') id: string): Promise<AdminUserDetailView> {
    return this.queries.get(id);
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async edit(@Param('id') id: string, @Body() body: EditUserDto, @Req() request: FastifyRequest): Promise<AdminUserDetailView> {
    await this.commands.edit(id, body, commandMeta(request, this.clock));
    return this.queries.get(id);
  }

  @Post('activate')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async activate(@Body() body: UserIdDto, @Req() request: FastifyRequest): Promise<AdminUserDetailView> {
    await this.commands.activate(body.userId, commandMeta(request, this.clock));
    return this.queries.get(body.userId);
  }

  @Post('disable')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async disable(@Body() body: UserIdDto, @Req() request: FastifyRequest): Promise<AdminUserDetailView> {
    await this.commands.disable(body.userId, commandMeta(request, this.clock));
    return this.queries.get(body.userId);
  }

  @Post('delete')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async erase(@Body() body: UserIdDto, @Req() request: FastifyRequest): Promise<Done> {
    await this.commands.erase(body.userId, commandMeta(request, this.clock));
    return {};
  }

  /** Existing members from a CSV or XLSX (email, lastName, firstName, phone?, zip?, city?). */
  @Post('import')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiFileUpload()
  async import(@Req() request: FastifyRequest): Promise<MemberImportReport> {
    const upload = await readUpload(request);
    return this.importer.import(upload.buffer, commandMeta(request, this.clock));
  }

  @Post('request-profile-check')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async requestProfileCheck(@Req() request: FastifyRequest): Promise<ProfileCheckCount> {
    return { count: await this.commands.requestProfileCheck(commandMeta(request, this.clock)) };
  }
}
