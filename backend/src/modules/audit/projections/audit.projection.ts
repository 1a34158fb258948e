import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { AuditAction } from '../../../module-lists/audit-actions';
import { AuditedEvent, AuditLook, AuditTargetKind } from '../../../shared/audit';
import { DomainEvent } from '../../../shared/decider';
import { AUDIT_DESCRIBERS } from './audit-describers';
import { readModel } from '../../../platform/read-store/read-model';

/** One row of the trail: ids and codes only; names are looked up when shown (and gone with an erasure). */
export interface AuditRowDoc {
  _id: string;
  /** `$all` position of the (first) event: newest first sorts on it. */
  position: number;
  at: string;
  actorId: string | null;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string | null;
  memberId: string | null;
  count: number | null;
  changes: boolean;
  /** What a look at personal data saw; null for every other row (and rows written before issue 22). */
  look?: AuditLook | null;
  streamId: string;
  revision: number;
  [key: string]: unknown;
}

/**
 * Newest first is time order (`at`, then `position` among rows of one moment). Each index holds its
 * rows in that order, so a page is a slice of one index walked until the page is full and its total
 * the slice's length (issue 40: every page filtered, counted and sorted the whole trail); the filters
 * of one admin, action or record narrow by their field first. A record's trail (`target`) is the
 * union of its rows as target and as member.
 */
const inTimeOrder = { at: -1, position: -1 } as const;
export const AUDIT = readModel<AuditRowDoc>('audit', [
  { fields: inTimeOrder },
  { fields: { actorId: 1, ...inTimeOrder } },
  { fields: { action: 1, ...inTimeOrder } },
  { fields: { targetId: 1, ...inTimeOrder } },
  { fields: { memberId: 1, ...inTimeOrder } },
]);

/** The trail's order, the first index's. */
export const NEWEST_FIRST = inTimeOrder;

const audited = (event: Recorded<DomainEvent>) => event as unknown as AuditedEvent;
const describe = (event: Recorded<DomainEvent>) => AUDIT_DESCRIBERS[event.type]?.(audited(event)) ?? null;

/** Rows are keyed by position, so they sort as they happened; folded rows by their request. */
const rowId = (position: number) => `p${String(position).padStart(15, '0')}`;

export const auditProjection: Projection<AuditRowDoc> = {
  model: AUDIT,
  version: 1,
  handles: Object.keys(AUDIT_DESCRIBERS),
  documentId(event) {
    const draft = describe(event);
    if (!draft) return null;
    return draft.foldKey ?? rowId(event.position);
  },
  evolve(doc, event) {
    const draft = describe(event);
    if (!draft) return doc;
    if (doc) return { ...doc, count: (doc.count ?? 0) + (draft.count ?? 1) };
    return {
      _id: draft.foldKey ?? rowId(event.position),
      position: event.position,
      at: event.metadata.occurredAt,
      actorId: event.metadata.actorId,
      action: draft.action,
      targetKind: draft.targetKind,
      targetId: draft.targetId,
      memberId: draft.memberId ?? null,
      count: draft.count ?? null,
      changes: draft.changes ?? false,
      look: draft.look ?? null,
      streamId: event.streamId,
      revision: event.revision,
    };
  },
};
