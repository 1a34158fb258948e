import { AdminServiceGroupView } from '../../../contract/admin-services';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { CatalogueCommands } from '../commands/catalogue-commands';
import { AdminCatalogue } from '../queries/admin-catalogue';
import { GroupNameDto, MoveDto } from './catalogue.dto';

/** Service categories (SPEC §7 /admin/servicegroups…). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/servicegroups')
@UseGuards(AdminGuard)
export class AdminServiceGroupsController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly catalogue: AdminCatalogue,
    private readonly clock: Clock,
  ) {}

  @Get()
  list(): Promise<AdminServiceGroupView[]> {
    return this.catalogue.groups();
  }

  @Post()
  async create(@Body() body: GroupNameDto, @Req() request: FastifyRequest): Promise<AdminServiceGroupView> {
    return this.catalogue.group(await this.commands.createGroup(body.name, commandMeta(request, this.clock)));
  }

  @Put(':id')
  async rename(@Param('id') id: string, @Body() body: GroupNameDto, @Req() request: FastifyRequest): Promise<AdminServiceGroupView> {
    await this.commands.renameGroup(id, body.name, commandMeta(request, this.clock));
    return this.catalogue.group(id);
  }

  /** Answers every group in the new order. */
  @Post('reorder')
  @HttpCode(200)
  async reorder(@Body() body: MoveDto, @Req() request: FastifyRequest): Promise<AdminServiceGroupView[]> {
    await this.commands.reorderGroups(body, commandMeta(request, this.clock));
    return this.catalogue.groups();
  }
}
