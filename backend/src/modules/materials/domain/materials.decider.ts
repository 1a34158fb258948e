import { Decider } from '../../../shared/decider';
import { moved } from '../../../shared/moved';
import { unreachable } from '../../../shared/unreachable';
import { hasContent, Material, MaterialGroup, normalizeTags } from './material.types';
import { EditMaterial, MaterialsCommand } from './materials.commands';
import * as errors from './materials.errors';
import { MaterialsEvent } from './materials.events';
import { evolveMaterials, initialMaterialsState, MaterialsState } from './materials.state';

export const NEW_MATERIAL = { name: 'Új tananyag', type: 'pdf' } as const;

function group(state: MaterialsState, groupId: string): MaterialGroup {
  const found = state.groups.find((g) => g.groupId === groupId);
  if (!found) throw errors.materialGroupNotFound();
  return found;
}

function material(state: MaterialsState, materialId: string): Material {
  for (const g of state.groups) {
    const found = g.materials.find((m) => m.materialId === materialId);
    if (found) return found;
  }
  throw errors.materialNotFound();
}

/** Only what differs is recorded; an edit that changes nothing appends nothing. */
function editMaterial(state: MaterialsState, { data }: EditMaterial): MaterialsEvent[] {
  const current = material(state, data.materialId);
  // Decision 0106: members never find a published material emptied; staff unpublish it first.
  if (current.published && data.link === '' && current.link !== '') throw errors.publishedNeedsContent();
  const changes = Object.fromEntries(
    (['name', 'type', 'link'] as const).filter((key) => data[key] !== undefined && data[key] !== current[key]).map((key) => [key, data[key]]),
  );
  return Object.keys(changes).length === 0 ? [] : [{ type: 'MaterialEdited', data: { materialId: data.materialId, ...changes } }];
}

function decide(command: MaterialsCommand, state: MaterialsState): MaterialsEvent[] {
  switch (command.type) {
    case 'CreateMaterialGroup':
      return [{ type: 'MaterialGroupCreated', data: command.data }];
    case 'SetGroupTags': {
      const tags = normalizeTags(command.data.tags);
      const current = group(state, command.data.groupId).tags;
      return tags.join(';') === current.join(';') ? [] : [{ type: 'MaterialGroupTagsSet', data: { groupId: command.data.groupId, tags } }];
    }
    case 'ReorderMaterialGroups': {
      const groupIds = moved(state.groups, command.data).map((g) => g.groupId);
      return command.data.oldIndex === command.data.newIndex ? [] : [{ type: 'MaterialGroupsReordered', data: { groupIds } }];
    }
    case 'DeleteMaterialGroup':
      if (group(state, command.data.groupId).materials.length > 0) throw errors.groupNotEmpty();
      return [{ type: 'MaterialGroupDeleted', data: command.data }];
    case 'CreateMaterial':
      group(state, command.data.groupId);
      return [{ type: 'MaterialCreated', data: { ...command.data, ...NEW_MATERIAL, draft: true } }];
    case 'EditMaterial':
      return editMaterial(state, command);
    case 'AttachMaterialFile':
      material(state, command.data.materialId);
      return [{ type: 'MaterialFileAttached', data: command.data }];
    case 'PublishMaterial': {
      const current = material(state, command.data.materialId);
      if (current.published) return [];
      if (!hasContent(current)) throw errors.materialEmpty();
      return [{ type: 'MaterialPublished', data: command.data }];
    }
    case 'UnpublishMaterial':
      return material(state, command.data.materialId).published ? [{ type: 'MaterialUnpublished', data: command.data }] : [];
    case 'DeleteMaterial':
      material(state, command.data.materialId);
      return [{ type: 'MaterialDeleted', data: command.data }];
    case 'ReorderMaterials': {
      const { materials } = group(state, command.data.groupId);
      const materialIds = moved(materials, command.data).map((m) => m.materialId);
      return command.data.oldIndex === command.data.newIndex ? [] : [{ type: 'MaterialsReordered', data: { groupId: command.data.groupId, materialIds } }];
    }
    default:
      return unreachable(command);
  }
}

export const materialsDecider: Decider<MaterialsState, MaterialsCommand, MaterialsEvent> = {
  initialState: initialMaterialsState,
  evolve: evolveMaterials,
  decide,
};
