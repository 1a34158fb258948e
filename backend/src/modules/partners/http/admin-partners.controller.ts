import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PartnerConsentView, PartnerView } from '../../../contract/partners';
import { AccessLog } from '../../../platform/access-log/access-log';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { PartnerCommands } from '../commands/partner-commands';
import { PartnerConsents } from '../queries/partner-consents';
import { PartnerDirectory } from '../queries/partner-directory';
import { PartnerChangeDto, PartnerDto } from './partners.dto';

/** The partner registry (issue 11): sites whose members may sign in with the club. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/partners')
@UseGuards(AdminGuard)
export class AdminPartnersController {
  constructor(
    private readonly commands: PartnerCommands,
    private readonly directory: PartnerDirectory,
    private readonly consents: PartnerConsents,
    private readonly accessLog: AccessLog,
  ) {}

  @Get()
  list(): Promise<PartnerView[]> {
    return this.directory.list();
  }

  @Post()
  async register(@Body() body: PartnerDto, @Meta() meta: CommandMeta): Promise<PartnerView> {
    return this.directory.get(await this.commands.register(body, meta));
  }

  /**
   * The members who let this site receive their data, and what. Reading the list is a look at personal
   * data: a row of the audit trail naming the site and how many members it held (issue 22 §2).
   */
  @Get(':id/consents')
  async consentList(@Param('id') id: string, @Meta() meta: CommandMeta): Promise<PartnerConsentView[]> {
    const consents = await this.consents.of(id);
    await this.accessLog.record(meta, { kind: 'partner-consents', partnerId: id, rows: consents.length });
    return consents;
  }

  @Put(':id')
  async change(@Param('id') id: string, @Body() body: PartnerChangeDto, @Meta() meta: CommandMeta): Promise<PartnerView> {
    await this.commands.change(id, body, meta);
    return this.directory.get(id);
  }
}
