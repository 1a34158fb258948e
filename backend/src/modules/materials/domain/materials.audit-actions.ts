import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = {
  'material.group_created': 'Tananyagcsoport létrehozása',
  'material.group_tags_set': 'Tananyagcsoport címkéinek módosítása',
  'material.group_deleted': 'Tananyagcsoport törlése',
  'material.groups_reordered': 'Tananyagcsoportok átrendezése',
  'material.created': 'Tananyag létrehozása',
  'material.edited': 'Tananyag módosítása',
  'material.file_attached': 'Tananyagfájl feltöltése',
  'material.published': 'Tananyag közzététele',
  'material.unpublished': 'Tananyag visszavonása a közzétételből',
  'material.deleted': 'Tananyag törlése',
  'material.reordered': 'Tananyagok átrendezése',
} as const;

export type MaterialsAuditAction = keyof typeof ACTIONS;

/** What staff answer for of the materials' events (`public/audit-entries.ts` describes them), in Hungarian. */
export const MATERIALS_AUDIT_ACTIONS = {
  actions: ACTIONS,
  wholes: { 'material.groups_reordered': 'Tananyagcsoportok' },
} as const satisfies AuditActionList<MaterialsAuditAction>;
