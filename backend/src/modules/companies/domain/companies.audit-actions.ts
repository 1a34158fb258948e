import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = {
  'company.status_changed': 'Cégjelentkezés állapotának módosítása',
  'company.note_set': 'Cégjelentkezés megjegyzésének módosítása',
  'company.deleted': 'Cégjelentkezés törlése',
} as const;

export type CompaniesAuditAction = keyof typeof ACTIONS;

/** What staff answer for of the company applications' events (`public/audit-entries.ts` describes them), in Hungarian. */
export const COMPANIES_AUDIT_ACTIONS = { actions: ACTIONS } as const satisfies AuditActionList<CompaniesAuditAction>;
