import { AuditDescribers, AuditedEvent } from '../../../shared/audit';
import { ReferenceAuditAction } from '../domain/reference.audit-actions';

/** One school list import is one row, however many schools it added or updated. */
const imported = (event: AuditedEvent) => ({
  action: 'schools.imported' as const,
  targetKind: 'schools' as const,
  targetId: null,
  foldKey: `schools.imported:${event.metadata.correlationId}`,
  count: 1,
});

export const referenceAuditEntries: AuditDescribers<ReferenceAuditAction> = { SchoolAdded: imported, SchoolUpdated: imported };
