import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminServiceGroupsAnswer, AdminServiceGroupView } from '../../../contract/admin-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { CatalogueCommands } from '../commands/catalogue-commands';
import { AdminServiceGroups } from '../queries/admin-service-groups';
import { MoveDto } from '../../../platform/http/move.dto';
import { AdminServiceGroupsQueryDto, GroupNameDto } from './catalogue.dto';
import { Access } from '../../../platform/auth/access';

/** Service categories (SPEC §7 /admin/servicegroups…). */
@ApiTags('admin')
@Access('admin')
@Controller('admin/servicegroups')
export class AdminServiceGroupsController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly groups: AdminServiceGroups,
  ) {}

  /**
   * SPEC §7 "categories with services": each category with the first services of its lists and their
   * counts; with `group` (and `list`, `page`, `pageSize`), one page of that category (docs/decisions/0101).
   */
  @Get()
  list(@Query() query: AdminServiceGroupsQueryDto): Promise<AdminServiceGroupsAnswer> {
    const { group, list = 'services', ...page } = query;
    return group === undefined ? this.groups.list() : this.groups.page(group, list, page);
  }

  @Post()
  async create(@Body() body: GroupNameDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView> {
    return this.groups.group(await this.commands.createGroup(body.name, meta));
  }

  @Put(':id')
  async rename(@Param('id') id: string, @Body() body: GroupNameDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView> {
    await this.commands.renameGroup(id, body.name, meta);
    return this.groups.group(id);
  }

  /** Only an empty category (409 GROUP_NOT_EMPTY otherwise, archived services counted); answers the groups that remain. */
  @Delete(':id')
  async remove(@Param('id') id: string, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView[]> {
    await this.commands.deleteGroup(id, meta);
    return this.groups.list();
  }

  /** Answers every group in the new order, as the list does. */
  @Post('reorder')
  @HttpCode(200)
  async reorder(@Body() body: MoveDto, @Meta() meta: CommandMeta): Promise<AdminServiceGroupView[]> {
    await this.commands.reorderGroups(body, meta);
    return this.groups.list();
  }
}
