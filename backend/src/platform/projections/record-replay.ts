import type { FieldValue, HistorySignupView } from '../../contract/audit';
import { RecordedEvent } from '../event-store/event-store.port';

/** A record as staff may see it at one moment: what the owning module shows of it, ids and codes still raw. */
export interface ReplayedRecord {
  /** What the record is called then (a material's or a category's name, a group's place and tags). */
  name?: string;
  fields: Record<string, FieldValue>;
  /** A service's first sign-ups then, in the order they arrived: as many as were asked for (`signupsShown`). */
  signups?: Array<{ userId: string; status: HistorySignupView['status']; signedUpAt: string; waitlistPriority: boolean; code: string | null }>;
  /** How many sign-ups the service had then. */
  signupsTotal?: number;
}

/**
 * How a module lets staff travel back through one of its streams (DESIGN §3 "History"): its own
 * evolve, folded event by event, and what a record of the stream looked like in a state. A stream of
 * one record (a member, a service, a partner) ignores `target`; a stream of many (the materials, the
 * catalogue) answers for the record of that id, or for the whole list when it is null.
 */
export interface RecordReplay<S> {
  initial(): S;
  /** Pure, like the deciders' own evolve it usually is: a state once recorded stays as it was. */
  evolve(state: S, event: RecordedEvent): S;
  /**
   * `signupsShown`: how many of a service's sign-ups the record lists (a history's page); none by
   * default, as the trail compares fields only (the popular service's 9,500 sign-ups listed for every
   * row of the trail about it were most of its export's time at ten times the club).
   */
  record(state: S, target: string | null, signupsShown?: number): ReplayedRecord | null;
}

/** The record `target` right after the last of `events` (a service's with its first `signupsShown` sign-ups). */
export function recordAfter<S>(replay: RecordReplay<S>, events: readonly RecordedEvent[], target: string | null = null, signupsShown?: number): ReplayedRecord | null {
  return replay.record(events.reduce((state, event) => replay.evolve(state, event), replay.initial()), target, signupsShown);
}
