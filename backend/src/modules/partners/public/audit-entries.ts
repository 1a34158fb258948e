import { AuditDescribers } from '../../../shared/audit';

/** Changes to the partner registry, as rows of the audit trail. */
export const partnerAuditEntries: AuditDescribers = {
  PartnerRegistered: (event) => ({ action: 'partner.registered', targetKind: 'partner', targetId: String(event.data.partnerId) }),
  PartnerChanged: (event) => ({ action: 'partner.changed', targetKind: 'partner', targetId: String(event.data.partnerId), changes: true }),
};
