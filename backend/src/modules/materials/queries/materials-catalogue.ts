import { Injectable } from '@nestjs/common';
import { MaterialGroupView, MaterialView } from '../../../contract/materials';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { isOnlineOnly, joinTags, Material, MaterialGroup } from '../domain/material.types';
import { materialGroupNotFound, materialNotFound } from '../domain/materials.errors';
import { MATERIALS, MATERIALS_DOC } from '../projections/materials.projection';

export const toMaterialView = (material: Material, order: number): MaterialView => ({
  id: material.materialId,
  name: material.name,
  type: material.type,
  link: material.link,
  order,
  size: material.file?.size ?? null,
  onlineOnly: isOnlineOnly(material),
  published: material.published,
});

const toGroupView = (group: MaterialGroup, order: number): MaterialGroupView => ({
  id: group.groupId,
  order,
  tags: joinTags(group.tags),
  materials: group.materials.map(toMaterialView),
});

/** The groups and materials as members and admins see them, sorted by order (SPEC §9). */
@Injectable()
export class MaterialsCatalogue {
  constructor(private readonly readStore: ReadStore) {}

  /** Every group and material, drafts included (the admin screen). */
  async groups(): Promise<MaterialGroupView[]> {
    return (await this.raw()).map(toGroupView);
  }

  /**
   * What members see (issue 41 §2): published materials only, numbered among themselves; a group
   * with none of them hides, as an empty card would say nothing.
   */
  async publishedGroups(): Promise<MaterialGroupView[]> {
    return (await this.raw())
      .map((group) => ({ ...group, materials: group.materials.filter((m) => m.published) }))
      .filter((group) => group.materials.length > 0)
      .map(toGroupView);
  }

  async group(groupId: string): Promise<MaterialGroupView> {
    const groups = await this.raw();
    const index = groups.findIndex((g) => g.groupId === groupId);
    if (index < 0) throw materialGroupNotFound();
    return toGroupView(groups[index], index);
  }

  async material(materialId: string): Promise<MaterialView> {
    const found = await this.find(materialId);
    return toMaterialView(found.material, found.order);
  }

  /** The stored material (its file included), for the download route. */
  async find(materialId: string): Promise<{ material: Material; order: number }> {
    for (const group of await this.raw()) {
      const order = group.materials.findIndex((m) => m.materialId === materialId);
      if (order >= 0) return { material: group.materials[order], order };
    }
    throw materialNotFound();
  }

  private async raw(): Promise<MaterialGroup[]> {
    return (await this.readStore.collection(MATERIALS).get(MATERIALS_DOC))?.groups ?? [];
  }
}
