import type { AccessKind, PersonalDataAccessed } from '../../../platform/access-log/access-log';
import type { AuditAction } from '../../../module-lists/audit-actions';
import { MODULE_AUDIT_ENTRIES } from '../../../module-records';
import { AuditDescribers, AuditLook, AuditTargetKind } from '../../../shared/audit';
import { LookAuditAction } from '../domain/audit.audit-actions';

const KINDS: Record<AccessKind, LookAuditAction> = {
  'member-record': 'member.record_viewed',
  'member-history': 'member.history_viewed',
  'service-history': 'service.history_viewed',
  'partner-consents': 'partner.consents_viewed',
  'members-export': 'export.members',
  'signups-export': 'export.signups',
  'audit-export': 'export.audit',
  'own-data-export': 'export.own_data',
};

/** Whom a look was at: one member, the people of a service or of a partner site, or a list by itself. */
const TARGETS: Record<AccessKind, AuditTargetKind> = {
  'member-record': 'member',
  'member-history': 'member',
  'own-data-export': 'member',
  'service-history': 'service',
  'signups-export': 'service',
  'partner-consents': 'partner',
  'members-export': 'export',
  'audit-export': 'export',
};

const TARGET_IDS: Record<AuditTargetKind, keyof PersonalDataAccessed['data'] | null> = {
  member: 'userId',
  service: 'serviceId',
  partner: 'partnerId',
  company: null,
  category: null,
  material: null,
  schools: null,
  export: null,
};

/** Looks at personal data (the platform's access log): who looked, at whom, and what they saw. */
const accessEntries: AuditDescribers<LookAuditAction> = {
  PersonalDataAccessed: (event) => {
    const data = event.data as PersonalDataAccessed['data'];
    const action = KINDS[data.kind];
    if (!action) return null;
    const targetKind = TARGETS[data.kind];
    const idField = TARGET_IDS[targetKind];
    const { rows, revision, event: shownAfter, eventAt, format } = data;
    const look: AuditLook = {
      ...(typeof revision === 'number' ? { revision } : {}),
      ...(typeof shownAfter === 'string' ? { event: shownAfter } : {}),
      ...(typeof eventAt === 'string' ? { eventAt } : {}),
      ...(format === 'xlsx' || format === 'json' ? { format } : {}),
    };
    return {
      action,
      targetKind,
      targetId: idField ? String(data[idField]) : null,
      ...(typeof rows === 'number' ? { count: rows } : {}),
      ...(Object.keys(look).length > 0 ? { look } : {}),
    };
  },
};

/** Every module's say on which of its events are trail rows (listed in module-records.ts), and the looks. */
export const AUDIT_DESCRIBERS: AuditDescribers<AuditAction> = Object.assign({}, ...Object.values(MODULE_AUDIT_ENTRIES), accessEntries);
