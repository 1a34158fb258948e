import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { FileStorage } from '../../../platform/files/file-storage.port';
import { displayName, Upload } from '../../../platform/http/uploads';
import { Move } from '../../../shared/moved';
import { ValidationFailed } from '../../../shared/domain-error';
import { materialFileLink, MaterialType } from '../domain/material.types';
import { materialsDecider } from '../domain/materials.decider';
import { MATERIALS_STREAM } from '../domain/materials.events';
import { MaterialsCatalogue } from '../queries/materials-catalogue';
import { sniffDocument } from '../files/document-types';

export const materialFileKey = (materialId: string, fileId: string) => `materials/${materialId}/${fileId}`;

/** Groups and materials (the `materials` stream), and the files uploaded as materials. */
@Injectable()
export class MaterialCommands {
  private readonly materials = this.runner.for(materialsDecider, MATERIALS_STREAM);

  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
    private readonly storage: FileStorage,
    private readonly catalogue: MaterialsCatalogue,
  ) {}

  async createGroup(meta: CommandMeta): Promise<string> {
    const groupId = this.ids.newId();
    await this.materials({ type: 'CreateMaterialGroup', data: { groupId } }, meta);
    return groupId;
  }

  async setTags(groupId: string, tags: string, meta: CommandMeta): Promise<void> {
    await this.materials({ type: 'SetGroupTags', data: { groupId, tags } }, meta);
  }

  async reorderGroups(move: Move, meta: CommandMeta): Promise<void> {
    await this.materials({ type: 'ReorderMaterialGroups', data: move }, meta);
  }

  async deleteGroup(groupId: string, meta: CommandMeta): Promise<void> {
    await this.materials({ type: 'DeleteMaterialGroup', data: { groupId } }, meta);
  }

  async createMaterial(groupId: string, meta: CommandMeta): Promise<string> {
    const materialId = this.ids.newId();
    await this.materials({ type: 'CreateMaterial', data: { materialId, groupId } }, meta);
    return materialId;
  }

  async edit(materialId: string, changes: { name?: string; type?: MaterialType; link?: string }, meta: CommandMeta): Promise<void> {
    await this.materials({ type: 'EditMaterial', data: { materialId, ...changes } }, meta);
  }

  /** Shows it to members (MATERIAL_EMPTY without a link or file), or hides it again as a draft. */
  async setPublished(materialId: string, published: boolean, meta: CommandMeta): Promise<void> {
    await this.materials({ type: published ? 'PublishMaterial' : 'UnpublishMaterial', data: { materialId } }, meta);
  }

  async reorderMaterials(groupId: string, move: Move, meta: CommandMeta): Promise<void> {
    await this.materials({ type: 'ReorderMaterials', data: { groupId, ...move } }, meta);
  }

  /** The material's stored file goes with it (after the event: a crash leaves an orphan blob, never a dead link). */
  async delete(materialId: string, meta: CommandMeta): Promise<void> {
    const { material } = await this.catalogue.find(materialId);
    await this.materials({ type: 'DeleteMaterial', data: { materialId } }, meta);
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
      await this.materials({ type: 'AttachMaterialFile', data: { materialId, file, link: materialFileLink(materialId, fileId) } }, meta);
      if (material.type !== kind.type) await this.materials({ type: 'EditMaterial', data: { materialId, type: kind.type } }, meta);
    } catch (error) {
      await this.storage.delete(materialFileKey(materialId, fileId));
      throw error;
    }
    if (material.file) await this.storage.delete(materialFileKey(materialId, material.file.fileId));
  }
}
