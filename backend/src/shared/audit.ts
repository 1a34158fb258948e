/**
 * The audit trail's vocabulary (issue 12): one code per kind of admin action or decision, and per
 * member action staff must answer for. Hungarian texts live in the frontend's `hu.auditActions`,
 * keyed by these codes, so a new code does not compile until it has its text.
 */
export const AUDIT_ACTIONS = [
  'member.activated',
  'member.disabled',
  'member.edited',
  'member.erased',
  'member.erased_self',
  'member.imported',
  'member.check_requested',
  'member.record_viewed',
  'member.history_viewed',
  'partner.consent_granted',
  'partner.consent_revoked',
  'signup.created',
  'signup.cancelled',
  'signup.approved',
  'signup.rejected',
  'signup.unapproved',
  'signup.deleted',
  'service.created',
  'service.changed',
  'service.archived',
  'service.restored',
  'service.reordered',
  'service.file_added',
  'service.file_removed',
  'service.codes_added',
  'service.history_viewed',
  'category.created',
  'category.renamed',
  'category.reordered',
  'material.group_created',
  'material.group_tags_set',
  'material.group_deleted',
  'material.groups_reordered',
  'material.created',
  'material.edited',
  'material.file_attached',
  'material.deleted',
  'material.reordered',
  'partner.registered',
  'partner.changed',
  'partner.consents_viewed',
  'schools.imported',
  'export.members',
  'export.signups',
  'export.audit',
  'export.own_data',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a trail row is about; `member` and `service` rows link to their record. */
export type AuditTargetKind = 'member' | 'service' | 'category' | 'material' | 'partner' | 'schools' | 'export';

/**
 * How a module describes one of its events for the trail: ids only, never names or contact data, so
 * an erased person leaves nothing here (their name is looked up, and is gone with them).
 */
export interface AuditDraft {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string | null;
  /** The member concerned when the target is something else (a sign-up's member on a service row). */
  memberId?: string | null;
  /**
   * Rows of one request fold into one (an import of 300 schools is one row): events with the same
   * key add to its count.
   */
  foldKey?: string;
  /** How many things the action touched (codes added, rows imported), when more than one. */
  count?: number;
  /** The row has before and after values, read from the stream's replay when shown. */
  changes?: boolean;
  /** What a look at personal data saw (a history's revision, a download's format); shown in words. */
  look?: AuditLook;
}

/**
 * What a look at personal data saw, as codes (issue 22 §2): the revision of a history that was read,
 * with the type and moment of the event the record was shown right after, or a download's format.
 */
export interface AuditLook {
  revision?: number;
  event?: string;
  eventAt?: string;
  format?: 'xlsx' | 'json';
}

/** The event as a describer sees it: loosely typed, since the audit module reads every module's events. */
export interface AuditedEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: { actorId: string | null; correlationId: string; occurredAt: string };
  streamId: string;
  revision: number;
  position: number;
}

export type AuditDescriber = (event: AuditedEvent) => AuditDraft | null;

/** Each module's describers, by event type. */
export type AuditDescribers = Readonly<Record<string, AuditDescriber>>;
