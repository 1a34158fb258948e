import { Move } from '../../../shared/moved';
import { MaterialFile, MaterialType } from './material.types';

type Of<T extends string, D> = { type: T; data: D };

export type CreateMaterialGroup = Of<'CreateMaterialGroup', { groupId: string }>;
/** `tags` as SPEC §7 sends them: one semicolon-joined string. */
export type SetGroupTags = Of<'SetGroupTags', { groupId: string; tags: string }>;
export type ReorderMaterialGroups = Of<'ReorderMaterialGroups', Move>;
export type DeleteMaterialGroup = Of<'DeleteMaterialGroup', { groupId: string }>;
export type CreateMaterial = Of<'CreateMaterial', { materialId: string; groupId: string }>;
export type EditMaterial = Of<'EditMaterial', { materialId: string; name?: string; type?: MaterialType; link?: string }>;
export type AttachMaterialFile = Of<'AttachMaterialFile', { materialId: string; file: MaterialFile; link: string }>;
export type DeleteMaterial = Of<'DeleteMaterial', { materialId: string }>;
export type ReorderMaterials = Of<'ReorderMaterials', Move & { groupId: string }>;

export type MaterialsCommand =
  | CreateMaterialGroup
  | SetGroupTags
  | ReorderMaterialGroups
  | DeleteMaterialGroup
  | CreateMaterial
  | EditMaterial
  | AttachMaterialFile
  | DeleteMaterial
  | ReorderMaterials;
