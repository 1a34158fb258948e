import type { AuditAction, AuditTargetKind } from '../shared/audit';
import type { SignupStatus } from '../modules/catalogue/domain/service.events';

/** A person on the trail or in a history: `name` is null once they were erased ("Törölt tag"). */
export interface PersonRef {
  id: string;
  name: string | null;
}

export type FieldValue = string | number | boolean | null | string[];

/** One changed field of a record, before and after the event. */
export interface FieldChange {
  field: string;
  before: FieldValue;
  after: FieldValue;
}

/** GET /admin/audit: one row per admin action or decision, newest first. */
export interface AuditEntryView {
  id: string;
  at: string;
  /** null for the system (jobs, the first start). */
  actor: PersonRef | null;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | null; name: string | null };
  /** The member concerned when the target is something else (a sign-up's member on a service row). */
  member: PersonRef | null;
  count: number | null;
  changes: FieldChange[];
  /** Where the row's event lives: the history of that stream opens at this revision. */
  stream: string;
  revision: number;
}

export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
  /** The range the rows were read from (the last 30 days unless asked otherwise). */
  from: string;
  to: string;
}

/** The filters of GET /admin/audit and its export. */
export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  target?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export type HistoryKind = 'member' | 'service' | 'partner';

/** One event of a member's, service's or partner's stream. */
export interface HistoryEntryView {
  revision: number;
  /** The event's type; the Hungarian text is in `hu.historyEvents`. */
  event: string;
  at: string;
  actor: PersonRef | null;
  /** The member a sign-up event is about. */
  member: PersonRef | null;
}

export interface HistorySignupView {
  member: PersonRef;
  status: SignupStatus;
  signedUpAt: string;
  waitlistPriority: boolean;
  code: string | null;
}

/** The record right after one event, replayed with the domain's own evolve. */
export interface HistoryRecordView {
  fields: Record<string, FieldValue>;
  /** A service's sign-ups at that moment: who was seated, awaiting, waiting or rejected. */
  signups?: HistorySignupView[];
}

/** GET /admin/history/{stream}?revision=: every event of the stream, and the record after `revision`. */
export interface StreamHistoryView {
  stream: string;
  kind: HistoryKind;
  entries: HistoryEntryView[];
  revision: number;
  record: HistoryRecordView;
}
