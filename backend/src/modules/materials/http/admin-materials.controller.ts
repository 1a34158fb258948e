import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MaterialGroupView, MaterialView } from '../../../contract/materials';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { MoveDto } from '../../../platform/http/move.dto';
import { ApiFileUpload, readUpload } from '../../../platform/http/uploads';
import { MaterialCommands } from '../commands/material-commands';
import { MaterialsCatalogue } from '../queries/materials-catalogue';
import { CreateMaterialDto, EditMaterialDto, GroupTagsDto, MaterialIdDto, MaterialMoveDto } from './materials.dto';
import { Access } from '../../../platform/auth/access';

/** The admin materials screen (SPEC §7 /admin/materials…, /admin/materialgroups/reorder). */
@ApiTags('admin')
@Access('admin')
@Controller('admin')
export class AdminMaterialsController {
  constructor(
    private readonly commands: MaterialCommands,
    private readonly catalogue: MaterialsCatalogue,
  ) {}

  @Get('materials')
  list(): Promise<MaterialGroupView[]> {
    return this.catalogue.groups();
  }

  /** The id plus any of name, type and link; answers the material. */
  @Put('materials')
  async edit(@Body() body: EditMaterialDto, @Meta() meta: CommandMeta): Promise<MaterialView> {
    const { id, ...changes } = body;
    await this.commands.edit(id, changes, meta);
    return this.catalogue.material(id);
  }

  /** A new material at the end of the group; answers it. */
  @Post('materials')
  async create(@Body() body: CreateMaterialDto, @Meta() meta: CommandMeta): Promise<MaterialView> {
    return this.catalogue.material(await this.commands.createMaterial(body.materialGroupId, meta));
  }

  /** Not in SPEC (issue 41 §2): members see the material from now on; MATERIAL_EMPTY without a link or file. Answers it. */
  @Post('materials/publish')
  @HttpCode(200)
  async publish(@Body() body: MaterialIdDto, @Meta() meta: CommandMeta): Promise<MaterialView> {
    await this.commands.setPublished(body.id, true, meta);
    return this.catalogue.material(body.id);
  }

  /** Not in SPEC (issue 41 §2): hidden from members again, as a draft; answers it. */
  @Post('materials/unpublish')
  @HttpCode(200)
  async unpublish(@Body() body: MaterialIdDto, @Meta() meta: CommandMeta): Promise<MaterialView> {
    await this.commands.setPublished(body.id, false, meta);
    return this.catalogue.material(body.id);
  }

  /** Answers every group as it now stands. */
  @Delete('materials')
  @HttpCode(200)
  async remove(@Body() body: MaterialIdDto, @Meta() meta: CommandMeta): Promise<MaterialGroupView[]> {
    await this.commands.delete(body.id, meta);
    return this.catalogue.groups();
  }

  /** Within one group; answers every group in the new order. */
  @Post('materials/reorder')
  @HttpCode(200)
  async reorder(@Body() body: MaterialMoveDto, @Meta() meta: CommandMeta): Promise<MaterialGroupView[]> {
    const { materialGroupId, ...move } = body;
    await this.commands.reorderMaterials(materialGroupId, move, meta);
    return this.catalogue.groups();
  }

  /** Multipart field `file`: a PDF, Word or PowerPoint file becomes the material; answers it. */
  @Post('materials/:id/upload')
  @ApiFileUpload()
  async upload(@Param('id') id: string, @Req() request: FastifyRequest, @Meta() meta: CommandMeta): Promise<MaterialView> {
    await this.catalogue.find(id);
    await this.commands.upload(id, await readUpload(request), meta);
    return this.catalogue.material(id);
  }

  /** Empty body; answers the new, empty group. */
  @Post('materials/groups')
  async createGroup(@Meta() meta: CommandMeta): Promise<MaterialGroupView> {
    return this.catalogue.group(await this.commands.createGroup(meta));
  }

  /** Tags joined by semicolons; answers the group. */
  @Put('materials/groups')
  async setTags(@Body() body: GroupTagsDto, @Meta() meta: CommandMeta): Promise<MaterialGroupView> {
    await this.commands.setTags(body.id, body.tags, meta);
    return this.catalogue.group(body.id);
  }

  /** Not in SPEC: an empty group can be deleted (MATERIAL_GROUP_NOT_EMPTY otherwise); answers every group. */
  @Delete('materials/groups')
  @HttpCode(200)
  async removeGroup(@Body() body: MaterialIdDto, @Meta() meta: CommandMeta): Promise<MaterialGroupView[]> {
    await this.commands.deleteGroup(body.id, meta);
    return this.catalogue.groups();
  }

  /** Answers every group in the new order. */
  @Post('materialgroups/reorder')
  @HttpCode(200)
  async reorderGroups(@Body() body: MoveDto, @Meta() meta: CommandMeta): Promise<MaterialGroupView[]> {
    await this.commands.reorderGroups(body, meta);
    return this.catalogue.groups();
  }
}
