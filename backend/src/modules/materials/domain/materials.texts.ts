import type { RecordTexts } from '../../../shared/audit';
import { MATERIAL_TYPE_TEXTS } from './materials.member-words';

/** A material and its group, as the materials screen labels them; the orders have no field of their own. */
export const MATERIAL_FIELD_LABELS = {
  name: 'Név',
  type: 'Típus',
  link: 'Link',
  file: 'Feltöltött fájl',
  tags: 'Címkék',
  materials: 'Tananyagok sorrendje',
  groups: 'Tananyagcsoportok sorrendje',
} as const;

/** A material group has no name: the admin screen and the trail call it by its place and its tags. */
export const materialGroupName = (position: number, tags: string) => (tags ? `${position}. csoport (${tags})` : `${position}. csoport`);

/** What staff read of a material and its group (module-lists/record-texts.ts collects it). */
export const MATERIALS_RECORD_TEXTS = {
  labels: { material: MATERIAL_FIELD_LABELS },
  words: { material: { type: MATERIAL_TYPE_TEXTS } },
} as const satisfies RecordTexts;
