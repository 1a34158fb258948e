import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PartnerView } from '../../../contract/partners';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { PartnerCommands } from '../commands/partner-commands';
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
  ) {}

  @Get()
  list(): Promise<PartnerView[]> {
    return this.directory.list();
  }

  @Post()
  async register(@Body() body: PartnerDto, @Meta() meta: CommandMeta): Promise<PartnerView> {
    return this.directory.get(await this.commands.register(body, meta));
  }

  @Put(':id')
  async change(@Param('id') id: string, @Body() body: PartnerChangeDto, @Meta() meta: CommandMeta): Promise<PartnerView> {
    await this.commands.change(id, body, meta);
    return this.directory.get(id);
  }
}
