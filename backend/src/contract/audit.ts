import type { AuditAction } from '../module-lists/audit-actions';
import type { AuditTargetKind } from '../shared/audit';
import type { SignupStatus } from '../modules/catalogue/domain/signup-status';
import type { PageInfo, PageQuery } from './common';

/** A person on the trail or in a history: `name` is null once they were erased ("Törölt tag"). */
export interface PersonRef {
  id: string;
  name: string | null;
}

/** A field's value as a module's replay holds it (codes, flags and ids still raw). */
export type FieldValue = string | number | boolean | null | string[];

/**
 * A field's value as staff read it: flags as "igen"/"nem", statuses and types in words, schools,
 * services and partners by name; null when the field was empty. Never an id or a code.
 */
export type FieldWords = string | number | null | string[];

/**
 * One changed field of a record, before and after the event. `field` is the record's key; its label
 * is the edit form's, in the shared registry (`shared/i18n/field-labels.ts`, by the target's kind).
 */
export interface FieldChange {
  field: string;
  before: FieldWords;
  after: FieldWords;
}

/** GET /admin/audit: one row per admin action or decision, newest first. */
export interface AuditEntryView {
  id: string;
  at: string;
  /** null for the system (jobs, the first start). */
  actor: PersonRef | null;
  action: AuditAction;
  /**
   * What the row touched, always named: a member (or "Törölt tag" once erased), a service, category,
   * material, group or partner site as it was called then or now, or what a row without an id
   * touched (the school list, an export, the order of the categories).
   */
  target: { kind: AuditTargetKind; id: string | null; name: string };
  /** The member concerned when the target is something else (a sign-up's member on a service row). */
  member: PersonRef | null;
  count: number | null;
  changes: FieldChange[];
  /**
   * What a look at personal data saw, in words (issue 22 §2); null on every other row. A history read
   * names its moment ("Állapot: „Aktiválták” után (2026. november 26. 21:05)"), a list or an export how
   * many it held ("12 tag"), a member's download of their own data its format ("Excel (XLSX)").
   */
  about: string | null;
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
  /** What else the event names, in words: the partner site of a member's consent. */
  about: string | null;
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
  /** In the edit form's order; labels by the history's kind in the shared registry. */
  fields: Record<string, FieldWords>;
  /**
   * A service's sign-ups at that moment: who was seated, awaiting, waiting or rejected, in the service's
   * order, at most the page size asked (docs/decisions/0097).
   */
  signups?: HistorySignupView[];
  /** How many sign-ups the service had at that moment (`signups` may hold fewer). */
  signupsTotal?: number;
}

/**
 * GET /admin/history/{stream}?revision=&page=&pageSize=: a page of the stream's events, newest first
 * (`total` counts them all; without `page`/`pageSize` the newest 2,000), and the record right after
 * `revision` (default: the last) with the event it follows (docs/decisions/0093).
 */
export interface StreamHistoryView extends PageInfo {
  stream: string;
  kind: HistoryKind;
  entries: HistoryEntryView[];
  revision: number;
  /** The event at `revision`, whichever page holds it. */
  current: HistoryEntryView;
  record: HistoryRecordView;
}

/** The parameters of GET /admin/history/{stream}. */
export interface HistoryQuery extends PageQuery {
  revision?: number;
}
