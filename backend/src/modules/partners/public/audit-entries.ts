import { AuditDescribers } from '../../../shared/audit';
import { PartnersAuditAction } from '../domain/partners.audit-actions';

/** Changes to the partner registry, as rows of the audit trail. */
export const partnerAuditEntries: AuditDescribers<PartnersAuditAction> = {
  PartnerRegistered: (event) => ({ action: 'partner.registered', targetKind: 'partner', targetId: String(event.data.partnerId) }),
  PartnerChanged: (event) => ({ action: 'partner.changed', targetKind: 'partner', targetId: String(event.data.partnerId), changes: true }),
};
