import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = { 'schools.imported': 'Iskolalista importálása' } as const;

export type ReferenceAuditAction = keyof typeof ACTIONS;

/** What staff answer for of the reference data's events (`public/audit-entries.ts` describes them), in Hungarian. */
export const REFERENCE_AUDIT_ACTIONS = {
  actions: ACTIONS,
  wholes: { 'schools.imported': 'Iskolalista' },
} as const satisfies AuditActionList<ReferenceAuditAction>;
