import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminServiceAnswer, AdminServiceGroupView, AdminServiceView, CodesReport } from '../../../contract/admin-services';
import { TOTAL_COUNT_HEADER } from '../../../platform/http/capped-list';
import { asksForSignupPage } from '../queries/signup-page';
import { CreatedId } from '../../../contract/common';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { readUpload } from '../../../platform/http/uploads';
import { ApiTableUpload } from '../../../platform/tables/api-table-upload';
import { ApiXlsxDownload, sendXlsx } from '../../../platform/http/xlsx-download';
import { CatalogueCommands } from '../commands/catalogue-commands';
import { codesFromFile } from '../files/code-file';
import { ServiceCommands } from '../commands/service-commands';
import { AdminCatalogue } from '../queries/admin-catalogue';
import { AdminServiceGroups } from '../queries/admin-service-groups';
import { ServiceSignupsExport } from '../queries/service-signups-export';
import { ArchiveDto, CodesDto, CopyServiceDto, CreateServiceDto, MoveServiceDto, ServiceMoveDto, SignupListQueryDto } from './catalogue.dto';
import { ChosenExportQueryDto } from '../../../platform/http/chosen-export.dto';
import { ServiceCopyCommands } from '../commands/service-copy-commands';
import { changesOf, UpdateServiceDto } from './update-service.dto';
import { Access } from '../../../platform/auth/access';

/** Services on the admin screen (SPEC §7 /admin/services…), plus the coupon code pool. */
@ApiTags('admin')
@Access('admin')
@Controller('admin/services')
export class AdminServicesController {
  constructor(
    private readonly catalogueCommands: CatalogueCommands,
    private readonly serviceCommands: ServiceCommands,
    private readonly copies: ServiceCopyCommands,
    private readonly catalogue: AdminCatalogue,
    private readonly groups: AdminServiceGroups,
    private readonly exports: ServiceSignupsExport,
    private readonly downloads: DownloadAccess,
  ) {}

  /**
   * Opened as a plain link, so it takes an admin's download token instead of the Authorization header.
   * An export of personal data is itself a row of the audit trail.
   */
  @Access('admin', 'download-token')
  @Get('export/:id')
  @ApiXlsxDownload()
  async export(@Param('id') id: string, @Query() query: ChosenExportQueryDto, @Req() request: FastifyRequest, @Meta() meta: CommandMeta, @Res() reply: FastifyReply): Promise<void> {
    const admin = await this.downloads.admin(request);
    sendXlsx(reply, await this.exports.workbook(id, { ...meta, actorId: admin.id }, query.users));
  }

  @Post()
  async create(@Body() body: CreateServiceDto, @Meta() meta: CommandMeta): Promise<CreatedId> {
    return { id: await this.catalogueCommands.createService(body.serviceGroupId, meta) };
  }

  /**
   * SPEC §7 "service and its users"; asked with paging, status or search parameters, the service and a
   * page of its sign-ups with their totals per status (docs/decisions/0093).
   */
  @Get(':id')
  async get(@Param('id') id: string, @Query() query: SignupListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminServiceAnswer> {
    if (asksForSignupPage(query)) return this.catalogue.signupPage(id, query);
    const { view, total } = await this.catalogue.serviceWithUsers(id);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return view;
  }

  @Put()
  async update(@Body() body: UpdateServiceDto, @Meta() meta: CommandMeta): Promise<AdminServiceView> {
    await this.catalogue.service(body.id);
    await this.serviceCommands.changeSettings(body.id, changesOf(body), meta);
    return this.catalogue.service(body.id);
  }

  /** A copy without sign-ups, inactive and hidden (docs/decisions/0109); answers its id, so its editor opens. */
  @Post(':id/copy')
  async copy(@Param('id') id: string, @Body() body: CopyServiceDto, @Meta() meta: CommandMeta): Promise<CreatedId> {
    return { id: await this.copies.copy(id, body.serviceGroupId, meta) };
  }

  /** To the end of another category; answers the service where it now sits. */
  @Post(':id/move')
  @HttpCode(200)
  async move(@Param('id') id: string, @Body() body: MoveServiceDto, @Meta() meta: CommandMeta): Promise<AdminServiceView> {
    await this.catalogueCommands.moveService(id, body.serviceGroupId, meta);
    return this.catalogue.service(id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  async archive(@Param('id') id: string, @Body() body: ArchiveDto, @Meta() meta: CommandMeta): Promise<AdminServiceView> {
    await this.catalogueCommands.archive(id, body.archived, meta);
    return this.catalogue.service(id);
  }

  /** Answers the group in its new order, as the list shows it (its first services). */
  @Post('reorder')
  @HttpCode(200)
  async reorder(@Body() body: ServiceMoveDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView> {
    const { serviceGroupId, oldIndex, newIndex } = body;
    await this.catalogueCommands.reorderServices(serviceGroupId, { oldIndex, newIndex }, meta);
    return this.groups.group(serviceGroupId);
  }

  /** Coupon codes pasted as a list. */
  @Post(':id/codes')
  @HttpCode(200)
  async addCodes(@Param('id') id: string, @Body() body: CodesDto, @Meta() meta: CommandMeta): Promise<CodesReport> {
    await this.catalogue.service(id);
    return this.serviceCommands.addCodes(id, body.codes, meta);
  }

  @Post(':id/codes/upload')
  @HttpCode(200)
  @ApiTableUpload(
    'Add coupon codes from a file',
    'Text, CSV or XLSX: the first cell of each row is a code; a header row (Kód, Kupon, Code…) is skipped. A row whose code the pasted list would refuse (too long, not one line) is left out and listed in errors by its line; the others are added.',
  )
  async uploadCodes(@Param('id') id: string, @Req() request: FastifyRequest, @Meta() meta: CommandMeta): Promise<CodesReport> {
    await this.catalogue.service(id);
    const { codes, errors } = await codesFromFile((await readUpload(request)).buffer);
    return { ...(await this.serviceCommands.addCodes(id, codes, meta)), errors };
  }
}
