import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = {
  'member.activated': 'Tag aktiválása',
  'member.rejected': 'Jelentkező elutasítása',
  'member.disabled': 'Tag letiltása',
  'member.edited': 'Tag adatainak módosítása',
  'member.erased': 'Tag törlése',
  'member.erased_self': 'Saját fiók törlése',
  'member.imported': 'Tagok importálása',
  'member.check_requested': 'Adategyeztetés kérése',
  'partner.consent_granted': 'Adatmegosztás engedélyezése partneroldallal',
  'partner.consent_revoked': 'Partneroldal hozzáférésének visszavonása',
} as const;

export type AccountsAuditAction = keyof typeof ACTIONS;

/** What staff answer for of the accounts' events (`public/audit-entries.ts` describes them), in Hungarian. */
export const ACCOUNTS_AUDIT_ACTIONS = {
  actions: ACTIONS,
  wholes: { 'member.imported': 'Importált tagok', 'member.check_requested': 'Minden aktivált tag' },
} as const satisfies AuditActionList<AccountsAuditAction>;
