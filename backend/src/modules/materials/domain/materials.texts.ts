import type { RecordTexts } from '../../../shared/audit';
import { MATERIAL_TYPE_TEXTS } from './materials.member-words';

/** A material and its group, as the materials screen labels them; the orders have no field of their own. */
export const MATERIAL_FIELD_LABELS = {
  name: 'Név',
  type: 'Típus',
  link: 'Link',
  file: 'Feltöltött fájl',
  state: 'Állapot',
  tags: 'Címkék',
  materials: 'Tananyagok sorrendje',
  groups: 'Tananyagcsoportok sorrendje',
} as const;

/** Whether members see a material (issue 41 §2), as the admin screen's badge and the trail word it. */
export const MATERIAL_STATE_TEXTS = { draft: 'Vázlat', published: 'Közzétéve' } as const;
export const materialState = (published: boolean): keyof typeof MATERIAL_STATE_TEXTS => (published ? 'published' : 'draft');

/** A material group has no name: the admin screen and the trail call it by its place and its tags. */
export const materialGroupName = (position: number, tags: string) => (tags ? `${position}. csoport (${tags})` : `${position}. csoport`);

/** What staff read of a material and its group (module-lists/record-texts.ts collects it). */
export const MATERIALS_RECORD_TEXTS = {
  labels: { material: MATERIAL_FIELD_LABELS },
  words: { material: { type: MATERIAL_TYPE_TEXTS, state: MATERIAL_STATE_TEXTS } },
} as const satisfies RecordTexts;
