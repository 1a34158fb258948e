import type { HistoryKind } from '../../../contract/audit';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { MODULE_STREAM_REPLAYS, StreamReplayEntry } from '../../../module-records';
import { RecordReplay, ReplayedRecord } from '../../../platform/projections/record-replay';
import { sliceClock } from '../../../shared/sliced';

/** One record of a stream at one revision: right before the event and right after it, and as it is now. */
export interface Around {
  before: ReplayedRecord | null;
  after: ReplayedRecord | null;
  /** At the end of the stream: null once deleted. */
  now: ReplayedRecord | null;
}

export interface Want {
  revision: number;
  target: string | null;
}

/** A stream's replay with its state type folded away, so streams of every module sit in one list. */
export interface StreamReplay {
  /** Which labels and words its records read (`FIELD_LABELS`, module-lists/record-texts.ts). */
  kind: StreamReplayEntry['kind'];
  /** Streams of one record have a history of their own (GET /admin/history/{stream}). */
  history: HistoryKind | null;
  /** The record `target` right after `revision`, with its first `signupsShown` sign-ups when it is a service. */
  at(events: readonly RecordedEvent[], revision: number, target?: string | null, signupsShown?: number): Promise<ReplayedRecord | null>;
  /** Each wanted record around its revision, folding the stream once whatever the number of rows. */
  around(events: readonly RecordedEvent[], wants: readonly Want[]): Promise<Around[]>;
}

function streamReplay<S>(kind: StreamReplay['kind'], history: HistoryKind | null, replay: RecordReplay<S>): StreamReplay {
  return {
    kind,
    history,
    // A popular service's stream is tens of thousands of events: folded in slices that yield (issue 40 §1).
    async at(events, revision, target = null, signupsShown = 0) {
      const clock = sliceClock();
      let state = replay.initial();
      for (const event of events) {
        if (event.revision > revision) break;
        state = replay.evolve(state, event);
        await clock.pause();
      }
      return replay.record(state, target, signupsShown);
    },
    async around(events, wants) {
      const clock = sliceClock();
      const found = new Map<Want, Omit<Around, 'now'>>();
      const byRevision = new Map<number, Want[]>();
      for (const want of wants) byRevision.set(want.revision, [...(byRevision.get(want.revision) ?? []), want]);
      let state = replay.initial();
      for (const event of events) {
        const here = byRevision.get(event.revision) ?? [];
        const before = here.map((want) => replay.record(state, want.target));
        state = replay.evolve(state, event);
        here.forEach((want, index) => found.set(want, { before: before[index], after: replay.record(state, want.target) }));
        await clock.pause();
      }
      const now = new Map([...new Set(wants.map((want) => want.target))].map((target) => [target, replay.record(state, target)]));
      return wants.map((want) => ({ before: null, after: null, ...found.get(want), now: now.get(want.target) ?? null }));
    },
  };
}

// Each module registers its streams' replays in module-records.ts.
const ONE_RECORD: ReadonlyArray<{ prefix: string; replay: StreamReplay }> = MODULE_STREAM_REPLAYS.flatMap(({ stream, kind, history, replay }) =>
  'prefix' in stream ? [{ prefix: stream.prefix, replay: streamReplay(kind, history, replay) }] : [],
);

const MANY_RECORDS: Readonly<Record<string, StreamReplay>> = Object.fromEntries(
  MODULE_STREAM_REPLAYS.flatMap(({ stream, kind, history, replay }) => ('name' in stream ? [[stream.name, streamReplay(kind, history, replay)]] : [])),
);

/** The owning module's replay of a stream; null for a stream staff cannot travel back through. */
export function replayOfStream(stream: string): StreamReplay | null {
  if (Object.hasOwn(MANY_RECORDS, stream)) return MANY_RECORDS[stream];
  return ONE_RECORD.find(({ prefix }) => stream.startsWith(prefix) && stream.length > prefix.length)?.replay ?? null;
}
