import { AuditDescribers } from '../../../shared/audit';
import { accountAuditEntries } from '../../accounts/public/audit-entries';
import { catalogueAuditEntries } from '../../catalogue/public/audit-entries';
import { materialsAuditEntries } from '../../materials/public/audit-entries';
import { partnerAuditEntries } from '../../partners/public/audit-entries';
import { referenceAuditEntries } from '../../reference/public/audit-entries';

const KINDS = { 'member-record': 'member.record_viewed', 'members-export': 'export.members', 'signups-export': 'export.signups', 'audit-export': 'export.audit' } as const;

/** Staff reading or exporting personal data (the platform's access log). */
const accessEntries: AuditDescribers = {
  PersonalDataAccessed: (event) => {
    const kind = event.data.kind as keyof typeof KINDS;
    const { userId, serviceId, rows } = event.data;
    const count = typeof rows === 'number' ? { count: rows } : {};
    if (kind === 'member-record') return { action: KINDS[kind], targetKind: 'member', targetId: String(userId) };
    if (kind === 'signups-export') return { action: KINDS[kind], targetKind: 'service', targetId: String(serviceId), ...count };
    return KINDS[kind] ? { action: KINDS[kind], targetKind: 'export', targetId: null, ...count } : null;
  },
};

/** Every module's say on which of its events are trail rows. */
export const AUDIT_DESCRIBERS: AuditDescribers = {
  ...accountAuditEntries,
  ...catalogueAuditEntries,
  ...materialsAuditEntries,
  ...partnerAuditEntries,
  ...referenceAuditEntries,
  ...accessEntries,
};
