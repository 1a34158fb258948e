import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminServiceGroupView } from '../../../contract/admin-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { CatalogueCommands } from '../commands/catalogue-commands';
import { AdminCatalogue } from '../queries/admin-catalogue';
import { MoveDto } from '../../../platform/http/move.dto';
import { GroupNameDto } from './catalogue.dto';
import { Access } from '../../../platform/auth/access';

/** Service categories (SPEC §7 /admin/servicegroups…). */
@ApiTags('admin')
@Access('admin')
@Controller('admin/servicegroups')
export class AdminServiceGroupsController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly catalogue: AdminCatalogue,
  ) {}

  @Get()
  list(): Promise<AdminServiceGroupView[]> {
    return this.catalogue.groups();
  }

  @Post()
  async create(@Body() body: GroupNameDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView> {
    return this.catalogue.group(await this.commands.createGroup(body.name, meta));
  }

  @Put(':id')
  async rename(@Param('id') id: string, @Body() body: GroupNameDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView> {
    await this.commands.renameGroup(id, body.name, meta);
    return this.catalogue.group(id);
  }

  /** Answers every group in the new order. */
  @Post('reorder')
  @HttpCode(200)
  async reorder(@Body() body: MoveDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView[]> {
    await this.commands.reorderGroups(body, meta);
    return this.catalogue.groups();
  }
}
