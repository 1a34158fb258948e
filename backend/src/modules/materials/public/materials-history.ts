import { RecordReplay, ReplayedRecord } from '../../../platform/projections/record-replay';
import { materialGroupName, materialState } from '../domain/materials.texts';
import { MaterialGroup } from '../domain/material.types';
import { MaterialsEvent } from '../domain/materials.events';
import { evolveMaterials, initialMaterialsState, MaterialsState } from '../domain/materials.state';

export { MATERIALS_STREAM } from '../domain/materials.events';

/** A group is called by its place and tags, as the admin materials screen calls it. */
const groupName = (group: MaterialGroup, index: number) => materialGroupName(index + 1, group.tags.join(', '));

/**
 * The `materials` stream (every group and material), folded with the materials decider's own evolve.
 * A material shows its name, type and link, or the file uploaded as it (its address names stored ids,
 * so the file is shown by its name instead) and whether members see it; a group its tags and its materials in order; the whole
 * stream its groups in order.
 */
export const materialsReplay: RecordReplay<MaterialsState> = {
  initial: initialMaterialsState,
  evolve: (state, event) => evolveMaterials(state, event as unknown as MaterialsEvent),
  record(state, target): ReplayedRecord | null {
    if (target === null) return { fields: { groups: state.groups.map(groupName) } };
    for (const [index, group] of state.groups.entries()) {
      if (group.groupId === target) {
        return { name: groupName(group, index), fields: { tags: [...group.tags], materials: group.materials.map((m) => m.name) } };
      }
      const material = group.materials.find((candidate) => candidate.materialId === target);
      if (material) {
        const { name, type, link, file, published } = material;
        return { name, fields: { name, type, link: file ? '' : link, file: file?.filename ?? null, state: materialState(published) } };
      }
    }
    return null;
  },
};
