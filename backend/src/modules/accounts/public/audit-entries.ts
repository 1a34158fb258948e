import { AuditDescribers, AuditDraft, AuditedEvent } from '../../../shared/audit';
import { AccountsAuditAction } from '../domain/accounts.audit-actions';

/** A trail row of one of the module's own actions. */
type Draft = AuditDraft<AccountsAuditAction>;

const member = (action: AccountsAuditAction, changes = false) => (event: AuditedEvent): Draft => ({
  action,
  targetKind: 'member',
  targetId: String(event.data.userId),
  ...(changes ? { changes } : {}),
});

/** One request that touches many members (an import, a data check) is one row with a count. */
const wholeRequest = (action: AccountsAuditAction) => (event: AuditedEvent): Draft => ({
  action,
  targetKind: 'member',
  targetId: null,
  foldKey: `${action}:${event.metadata.correlationId}`,
  count: 1,
});

const consent = (action: AccountsAuditAction) => (event: AuditedEvent): Draft => ({
  action,
  targetKind: 'partner',
  targetId: String(event.data.partnerId),
  memberId: String(event.data.userId),
});

/** The account events staff must be able to answer for, as rows of the audit trail. */
export const accountAuditEntries: AuditDescribers<AccountsAuditAction> = {
  UserActivated: member('member.activated'),
  UserDisabled: (event) => member(event.data.rejected === 'application' ? 'member.rejected' : 'member.disabled', true)(event),
  UserEditedByAdmin: member('member.edited', true),
  UserErased: (event) => member(event.metadata.actorId === event.data.userId ? 'member.erased_self' : 'member.erased')(event),
  MemberImported: wholeRequest('member.imported'),
  ProfileCheckRequested: wholeRequest('member.check_requested'),
  PartnerConsentGranted: consent('partner.consent_granted'),
  PartnerConsentRevoked: consent('partner.consent_revoked'),
};

/** The account events that set a person's name, and the name they set: the trail shows names as they were. */
export const NAME_EVENT_TYPES = ['AdminBootstrapped', 'TeacherApplied', 'MemberImported', 'ProfileUpdated', 'UserEditedByAdmin'] as const;
export const ERASURE_EVENT_TYPE = 'UserErased';

/** Last name, then first name, as the admin tables show people. */
export const fullNameOf = (data: Record<string, unknown>) => `${String(data.lastName ?? '')} ${String(data.firstName ?? '')}`.trim();
