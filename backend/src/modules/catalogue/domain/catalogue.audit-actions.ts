import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = {
  'signup.created': 'Jelentkezés szolgáltatásra',
  'signup.cancelled': 'Jelentkezés visszavonása',
  'signup.approved': 'Jelentkezés jóváhagyása',
  'signup.rejected': 'Jelentkezés elutasítása',
  'signup.unapproved': 'Jóváhagyás visszavonása',
  'signup.deleted': 'Jelentkezés törlése',
  'signup.released': 'Jelentkezés törlése tiltás miatt',
  'service.created': 'Szolgáltatás létrehozása',
  'service.copied': 'Szolgáltatás másolása',
  'service.moved': 'Szolgáltatás áthelyezése',
  'service.changed': 'Szolgáltatás módosítása',
  'service.archived': 'Szolgáltatás archiválása',
  'service.restored': 'Szolgáltatás visszaállítása',
  'service.reordered': 'Szolgáltatások átrendezése',
  'service.file_added': 'Fájl feltöltése',
  'service.file_removed': 'Fájl törlése',
  'service.codes_added': 'Kuponkódok hozzáadása',
  'service.messaged': 'Üzenet a jelentkezőknek',
  'category.created': 'Kategória létrehozása',
  'category.renamed': 'Kategória átnevezése',
  'category.reordered': 'Kategóriák átrendezése',
  'category.deleted': 'Kategória törlése',
} as const;

export type CatalogueAuditAction = keyof typeof ACTIONS;

/** What staff answer for of the catalogue's events (`public/audit-entries.ts` describes them), in Hungarian. */
export const CATALOGUE_AUDIT_ACTIONS = {
  actions: ACTIONS,
  wholes: { 'category.reordered': 'Kategóriák' },
  counts: { 'service.messaged': (count: number) => `${count} címzett` },
} as const satisfies AuditActionList<CatalogueAuditAction>;
