import { unreachable } from '../../../shared/unreachable';
import { Material, MaterialGroup } from './material.types';
import { MaterialsEvent } from './materials.events';

/** Groups in order, each with its materials in order. */
export interface MaterialsState {
  groups: MaterialGroup[];
}

export const initialMaterialsState = (): MaterialsState => ({ groups: [] });

const withGroup = (state: MaterialsState, groupId: string, change: (group: MaterialGroup) => MaterialGroup): MaterialsState => ({
  groups: state.groups.map((group) => (group.groupId === groupId ? change(group) : group)),
});

/**
 * Only the group holding the material is copied: a replay of the materials stream (history, audit
 * export) applies every event of every material, and copying all groups and materials per event made
 * it grow with the square of the club's materials (issue 40).
 */
function withMaterial(state: MaterialsState, materialId: string, change: (material: Material) => Material | null): MaterialsState {
  const at = state.groups.findIndex((group) => group.materials.some((m) => m.materialId === materialId));
  if (at < 0) return state;
  const group = state.groups[at];
  const groups = state.groups.slice();
  groups[at] = { ...group, materials: group.materials.flatMap((m) => (m.materialId === materialId ? (change(m) ?? []) : [m])) };
  return { groups };
}

export function evolveMaterials(state: MaterialsState, event: MaterialsEvent): MaterialsState {
  switch (event.type) {
    case 'MaterialGroupCreated':
      return { groups: [...state.groups, { groupId: event.data.groupId, tags: [], materials: [] }] };
    case 'MaterialGroupTagsSet':
      return withGroup(state, event.data.groupId, (group) => ({ ...group, tags: event.data.tags }));
    case 'MaterialGroupsReordered': {
      const byId = new Map(state.groups.map((group) => [group.groupId, group]));
      return { groups: event.data.groupIds.map((id) => byId.get(id)).filter((g): g is MaterialGroup => g !== undefined) };
    }
    case 'MaterialGroupDeleted':
      return { groups: state.groups.filter((group) => group.groupId !== event.data.groupId) };
    case 'MaterialCreated': {
      const { materialId, groupId, name, type, draft } = event.data;
      // No `draft` in an event written before drafts existed: that material was live from the start.
      const material = { materialId, name, type, link: '', file: null, published: draft !== true };
      return withGroup(state, groupId, (group) => ({ ...group, materials: [...group.materials, material] }));
    }
    case 'MaterialEdited': {
      const { materialId, ...changes } = event.data;
      // A new link replaces an uploaded file.
      return withMaterial(state, materialId, (m) => ({ ...m, ...changes, file: changes.link !== undefined ? null : m.file }));
    }
    case 'MaterialFileAttached':
      return withMaterial(state, event.data.materialId, (m) => ({ ...m, file: event.data.file, link: event.data.link }));
    case 'MaterialPublished':
    case 'MaterialUnpublished':
      return withMaterial(state, event.data.materialId, (m) => ({ ...m, published: event.type === 'MaterialPublished' }));
    case 'MaterialDeleted':
      return withMaterial(state, event.data.materialId, () => null);
    case 'MaterialsReordered': {
      return withGroup(state, event.data.groupId, (group) => {
        const byId = new Map(group.materials.map((m) => [m.materialId, m]));
        return { ...group, materials: event.data.materialIds.map((id) => byId.get(id)).filter((m): m is Material => m !== undefined) };
      });
    }
    default:
      return unreachable(event);
  }
}
