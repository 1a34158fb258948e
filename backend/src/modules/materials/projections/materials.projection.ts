import { Projection } from '../../../platform/projections/projection';
import { MaterialGroup } from '../domain/material.types';
import { MATERIALS_EVENT_TYPES, MaterialsEvent } from '../domain/materials.events';
import { evolveMaterials, initialMaterialsState } from '../domain/materials.state';
import { readModel } from '../../../platform/read-store/read-model';

/** Every group with its materials in one document: a reorder touches them all. */
export interface MaterialsDoc {
  _id: typeof MATERIALS_DOC;
  groups: MaterialGroup[];
  [key: string]: unknown;
}

export const MATERIALS = readModel<MaterialsDoc>('materials');
export const MATERIALS_DOC = 'materials';

export const materialsProjection: Projection<MaterialsDoc, MaterialsEvent> = {
  model: MATERIALS,
  // 2: materials carry `published` (issue 41 §2), so the stored document is built again from the log.
  version: 2,
  handles: MATERIALS_EVENT_TYPES,
  documentId: () => MATERIALS_DOC,
  evolve: (doc, event) => ({ _id: MATERIALS_DOC, groups: evolveMaterials(doc ?? initialMaterialsState(), event).groups }),
};
