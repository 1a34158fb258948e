import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandResult, CommandRunner } from '../../../platform/commands/command-runner';
import { FileStorage } from '../../../platform/files/file-storage.port';
import { displayName, Upload } from '../../../platform/http/uploads';
import { Move } from '../../../shared/moved';
import { ValidationFailed } from '../../../shared/domain-error';
import { materialFileLink, MaterialType } from '../domain/material.types';
import { MaterialsCommand } from '../domain/materials.commands';
import { materialsDecider } from '../domain/materials.decider';
import { MATERIALS_STREAM, MaterialsEvent } from '../domain/materials.events';
import { MaterialsCatalogue } from '../queries/materials-catalogue';
import { sniffDocument } from './document-types';

export const materialFileKey = (materialId: string, fileId: string) => `materials/${materialId}/${fileId}`;

/** Groups and materials (the `materials` stream), and the files uploaded as materials. */
@Injectable()
export class MaterialCommands {
  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
    private readonly storage: FileStorage,
    private readonly catalogue: MaterialsCatalogue,
  ) {}

  private run(command: MaterialsCommand, meta: CommandMeta): Promise<CommandResult<MaterialsEvent>> {
    return this.runner.run(MATERIALS_STREAM, materialsDecider, command, meta);
  }

  async createGroup(meta: CommandMeta): Promise<string> {
    const groupId = this.ids.newId();
    await this.run({ type: 'CreateMaterialGroup', data: { groupId } }, meta);
    return groupId;
  }

  async setTags(groupId: string, tags: string, meta: CommandMeta): Promise<void> {
    await this.run({ type: 'SetGroupTags', data: { groupId, tags } }, meta);
  }

  async reorderGroups(move: Move, meta: CommandMeta): Promise<void> {
    await this.run({ type: 'ReorderMaterialGroups', data: move }, meta);
  }

  async deleteGroup(groupId: string, meta: CommandMeta): Promise<void> {
    await this.run({ type: 'DeleteMaterialGroup', data: { groupId } }, meta);
  }

  async createMaterial(groupId: string, meta: CommandMeta): Promise<string> {
    const materialId = this.ids.newId();
    await this.run({ type: 'CreateMaterial', data: { materialId, groupId } }, meta);
    return materialId;
  }

  async edit(materialId: string, changes: { name?: string; type?: MaterialType; link?: string }, meta: CommandMeta): Promise<void> {
    await this.run({ type: 'EditMaterial', data: { materialId, ...changes } }, meta);
  }

  async reorderMaterials(groupId: string, move: Move, meta: CommandMeta): Promise<void> {
    await this.run({ type: 'ReorderMaterials', data: { groupId, ...move } }, meta);
  }

  /** The material's stored file goes with it (after the event: a crash leaves an orphan blob, never a dead link). */
  async delete(materialId: string, meta: CommandMeta): Promise<void> {
    const { material } = await this.catalogue.find(materialId);
    await this.run({ type: 'DeleteMaterial', data: { materialId } }, meta);
    if (material.file) await this.storage.delete(materialFileKey(materialId, material.file.fileId));
  }

  /**
   * A PDF, Word or PowerPoint file becomes the material (its type follows the file). The blob goes
   * first: a crash before the event leaves an unlisted blob, never a listed file without one.
   */
  async upload(materialId: string, upload: Upload, meta: CommandMeta): Promise<void> {
    const { material } = await this.catalogue.find(materialId);
    const kind = sniffDocument(upload.buffer);
    if (!kind) throw new ValidationFailed([{ field: 'file', code: 'notADocument' }]);
    const fileId = this.ids.newId();
    const file = { fileId, filename: displayName(upload.filename), size: upload.buffer.length, contentType: kind.contentType };
    await this.storage.put(materialFileKey(materialId, fileId), upload.buffer);
    try {
      await this.run({ type: 'AttachMaterialFile', data: { materialId, file, link: materialFileLink(materialId, fileId) } }, meta);
      if (material.type !== kind.type) await this.run({ type: 'EditMaterial', data: { materialId, type: kind.type } }, meta);
    } catch (error) {
      await this.storage.delete(materialFileKey(materialId, fileId));
      throw error;
    }
    if (material.file) await this.storage.delete(materialFileKey(materialId, material.file.fileId));
  }
}
