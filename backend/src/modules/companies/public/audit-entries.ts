import { AuditDescribers, AuditedEvent } from '../../../shared/audit';
import { CompaniesAuditAction } from '../domain/companies.audit-actions';

/**
 * Staff's work on a company application, as rows of the audit trail: the id only, so a deleted
 * application leaves the trail saying who deleted one and when, and nothing of what it told us.
 */
const company = (action: CompaniesAuditAction) => (event: AuditedEvent) => ({ action, targetKind: 'company' as const, targetId: String(event.data.companyId) });

export const companyAuditEntries: AuditDescribers<CompaniesAuditAction> = {
  CompanyStatusChanged: company('company.status_changed'),
  CompanyNoteSet: company('company.note_set'),
  CompanyApplicationDeleted: company('company.deleted'),
};
