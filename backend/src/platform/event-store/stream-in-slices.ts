import { SLICE_BUDGET_MS, yieldToLoop } from '../../shared/sliced';
import { EventStore, RecordedEvent } from './event-store.port';

/** Events read at once at most, and at first: each next batch is sized to what the last one cost. */
const BATCH = 500;
const FIRST_BATCH = 100;

/**
 * A whole stream, read a batch at a time with a turn of the loop between (issue 40 §1): the popular
 * service's ~9,600 events at ten times the club's size were 160 ms of reading and parsing in one go.
 * For the reads a person waits for (a record's history, the trail's replays); folding it is the
 * caller's, in slices too (audit/queries/record-replays). A batch is sized to what the last one cost:
 * 500 of a service's events held the loop ~60 ms at ten times the club beside other work.
 */
export async function readStreamInSlices(store: EventStore, streamId: string, largest = BATCH): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let batch = Math.min(FIRST_BATCH, largest);
  for (let from = 0; ; ) {
    const started = performance.now();
    const read = await store.readStream(streamId, from, batch);
    const tookMs = performance.now() - started;
    for (const event of read) events.push(event);
    if (read.length < batch) return events;
    from = read[read.length - 1].revision + 1;
    if (tookMs > SLICE_BUDGET_MS) batch = Math.max(1, Math.floor((batch * SLICE_BUDGET_MS) / tookMs));
    else if (tookMs < SLICE_BUDGET_MS / 2) batch = Math.min(largest, batch * 2);
    await yieldToLoop();
  }
}
