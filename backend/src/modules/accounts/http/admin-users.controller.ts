import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { DownloadTokens } from '../../../platform/auth/download-tokens';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { readUpload } from '../../../platform/http/uploads';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../shared/domain-error';
import { AdminUserCommands } from '../commands/admin-user-commands';
import { ImportMembers, ImportReport } from '../commands/import-members';
import { USERS, UserDoc } from '../projections/users.projection';
import { AdminUserQueries } from '../queries/admin-user-queries';
import { AdminUserView } from '../queries/admin-user-view';
import { usersWorkbook } from '../queries/users-export';
import { EditUserDto, UserIdDto } from './admin-users.dto';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly queries: AdminUserQueries,
    private readonly commands: AdminUserCommands,
    private readonly importer: ImportMembers,
    private readonly downloads: DownloadTokens,
    private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Browsers open exports as plain links, so this route takes a 60-second download token
   * (GET /api/materials/downloadtoken) instead of the Authorization header; it must belong to an admin.
   */
  @Get('export')
  async export(@Query('token') token: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const userId = await this.downloads.verify(token);
    const user = userId ? await this.readStore.collection<UserDoc>(USERS).get(userId) : null;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    if (!user.admin || user.status !== 'activated') throw new DomainError('FORBIDDEN', 'forbidden');
    const reviewed = (await this.queries.list()).filter((u) => u.activated);
    const file = `klubtagok-${this.clock.now().toISOString().slice(0, 10)}.xlsx`;
    void reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(await usersWorkbook(reviewed));
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
  get(@Param('id') id: string) {
    return this.queries.get(id);
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async edit(@Param('id') id: string, @Body() body: EditUserDto, @Req() request: FastifyRequest) {
    await this.commands.edit(id, body, commandMeta(request, this.clock));
    return this.queries.get(id);
  }

  @Post('activate')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async activate(@Body() body: UserIdDto, @Req() request: FastifyRequest) {
    await this.commands.activate(body.userId, commandMeta(request, this.clock));
    return this.queries.get(body.userId);
  }

  @Post('disable')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async disable(@Body() body: UserIdDto, @Req() request: FastifyRequest) {
    await this.commands.disable(body.userId, commandMeta(request, this.clock));
    return this.queries.get(body.userId);
  }

  @Post('delete')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async erase(@Body() body: UserIdDto, @Req() request: FastifyRequest): Promise<Record<string, never>> {
    await this.commands.erase(body.userId, commandMeta(request, this.clock));
    return {};
  }

  /** Existing members from a CSV or XLSX (email, lastName, firstName, phone?, zip?, city?). */
  @Post('import')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async import(@Req() request: FastifyRequest): Promise<ImportReport> {
    const upload = await readUpload(request);
    return this.importer.import(upload.buffer, commandMeta(request, this.clock));
  }

  @Post('request-profile-check')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  async requestProfileCheck(@Req() request: FastifyRequest): Promise<{ count: number }> {
    return { count: await this.commands.requestProfileCheck(commandMeta(request, this.clock)) };
  }
}
