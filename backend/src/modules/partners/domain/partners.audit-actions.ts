import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = {
  'partner.registered': 'Partneroldal felvétele',
  'partner.changed': 'Partneroldal módosítása',
} as const;

export type PartnersAuditAction = keyof typeof ACTIONS;

/** What staff answer for of the partner sites' events (`public/audit-entries.ts` describes them), in Hungarian. */
export const PARTNERS_AUDIT_ACTIONS = { actions: ACTIONS } as const satisfies AuditActionList<PartnersAuditAction>;
