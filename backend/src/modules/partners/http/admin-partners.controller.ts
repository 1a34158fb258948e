import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PartnerConsentView, PartnerView } from '../../../contract/partners';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { PartnerCommands } from '../commands/partner-commands';
import { PartnerConsents } from '../queries/partner-consents';
import { PartnerDirectory } from '../queries/partner-directory';
import { PartnerChangeDto, PartnerDto } from './partners.dto';
import { Access } from '../../../platform/auth/access';

/** The partner registry (issue 11): sites whose members may sign in with the club. */
@ApiTags('admin')
@Access('admin')
@Controller('admin/partners')
export class AdminPartnersController {
  constructor(
    private readonly commands: PartnerCommands,
    private readonly directory: PartnerDirectory,
    private readonly consents: PartnerConsents,
  ) {}

  @Get()
  list(): Promise<PartnerView[]> {
    return this.directory.list();
  }

  @Post()
  async register(@Body() body: PartnerDto, @Meta() meta: CommandMeta): Promise<PartnerView> {
    return this.directory.get(await this.commands.register(body, meta));
  }

  /** The members who let this site receive their data, and what; reading it is a row of the audit trail. */
  @Get(':id/consents')
  consentList(@Param('id') id: string, @Meta() meta: CommandMeta): Promise<PartnerConsentView[]> {
    return this.consents.look(id, meta);
  }

  @Put(':id')
  async change(@Param('id') id: string, @Body() body: PartnerChangeDto, @Meta() meta: CommandMeta): Promise<PartnerView> {
    await this.commands.change(id, body, meta);
    return this.directory.get(id);
  }
}
