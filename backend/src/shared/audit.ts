/**
 * The audit trail's vocabulary (issue 12): one code per kind of admin action or decision, and per
 * member action staff must answer for. Each module declares its own actions with their Hungarian
 * names in `domain/<module>.audit-actions.ts` (an `AuditActionList`); `module-lists/audit-actions.ts` collects them
 * into `AuditAction`, so a describer naming an action its module has not declared does not compile.
 */
export interface AuditActionList<A extends string = string> {
  /** Each action as the trail and its export name it ("Tag aktiválása"). */
  readonly actions: Readonly<Record<A, string>>;
  /** What a row touched when it names no record of its own ("Érintett" is never empty). */
  readonly wholes?: Readonly<Partial<Record<A, string>>>;
  /** How many people (or rows) a look or an export held, in words. */
  readonly counts?: Readonly<Partial<Record<A, (count: number) => string>>>;
}

/**
 * What staff read of a module's records (the admin forms, the histories, the trail and its export), in
 * Hungarian: declared in `domain/<module>.texts.ts`, collected by `module-lists/record-texts.ts`, so a field is called
 * the same wherever staff meet it. Keyed by the record kinds a module's replays show (`member`, `service`…).
 */
export interface RecordTexts {
  /** Each record kind's fields, as its edit form labels them. */
  readonly labels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The words of each coded field's values, by record kind, so no code reaches a person. */
  readonly words?: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;
  /** Every event of the module's record streams, as the history tab names it. */
  readonly historyEvents?: Readonly<Record<string, string>>;
}

/** What a trail row is about; `member` and `service` rows link to their record. */
export type AuditTargetKind = 'member' | 'service' | 'category' | 'material' | 'partner' | 'company' | 'schools' | 'export';

/**
 * How a module describes one of its events for the trail: ids only, never names or contact data, so
 * an erased person leaves nothing here (their name is looked up, and is gone with them).
 */
export interface AuditDraft<A extends string = string> {
  action: A;
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

export type AuditDescriber<A extends string = string> = (event: AuditedEvent) => AuditDraft<A> | null;

/** Each module's describers, by event type, naming only the actions `A` the module declares. */
export type AuditDescribers<A extends string = string> = Readonly<Record<string, AuditDescriber<A>>>;
