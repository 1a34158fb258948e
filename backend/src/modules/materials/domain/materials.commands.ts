import { Command } from '../../../shared/decider';
import { Move } from '../../../shared/moved';
import { MaterialFile, MaterialType } from './material.types';


export type CreateMaterialGroup = Command<'CreateMaterialGroup', { groupId: string }>;
/** `tags` as SPEC §7 sends them: one semicolon-joined string. */
export type SetGroupTags = Command<'SetGroupTags', { groupId: string; tags: string }>;
export type ReorderMaterialGroups = Command<'ReorderMaterialGroups', Move>;
export type DeleteMaterialGroup = Command<'DeleteMaterialGroup', { groupId: string }>;
export type CreateMaterial = Command<'CreateMaterial', { materialId: string; groupId: string }>;
export type EditMaterial = Command<'EditMaterial', { materialId: string; name?: string; type?: MaterialType; link?: string }>;
export type AttachMaterialFile = Command<'AttachMaterialFile', { materialId: string; file: MaterialFile; link: string }>;
/** Shows the material to members; refused while it has neither a link nor a file. */
export type PublishMaterial = Command<'PublishMaterial', { materialId: string }>;
/** Hides it from members again, as a draft. */
export type UnpublishMaterial = Command<'UnpublishMaterial', { materialId: string }>;
export type DeleteMaterial = Command<'DeleteMaterial', { materialId: string }>;
export type ReorderMaterials = Command<'ReorderMaterials', Move & { groupId: string }>;

export type MaterialsCommand =
  | CreateMaterialGroup
  | SetGroupTags
  | ReorderMaterialGroups
  | DeleteMaterialGroup
  | CreateMaterial
  | EditMaterial
  | AttachMaterialFile
  | PublishMaterial
  | UnpublishMaterial
  | DeleteMaterial
  | ReorderMaterials;
