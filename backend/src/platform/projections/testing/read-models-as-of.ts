import { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import { MemoryReadStore } from '../../read-store/memory.read-store';
import { Doc, ReadStore } from '../../read-store/read-store.port';
import { Projection } from '../projection';

const BATCH = 1000;

/** How far a replay went: the last event it applied that is not one of the `reachBack` kinds; 0 when none. */
export interface ReplayedReadModels {
  readStore: ReadStore;
  position: number;
}

/**
 * The yardstick of "as of a day" (issue 25 "állapot ekkor"), for specs only since issue 40: the
 * insights now read their read models' days instead (decision 0091), and a spec holds them to this.
 * Read models as they stood at a moment: the log replayed from its first
 * event up to its last event that occurred at or before `until`, through the projections' own
 * `documentId` and `evolve` (the fold the projector runs live and in a rebuild), into a fresh store in
 * memory. Events of the `reachBack` kinds recorded after that are applied too, in their order: an
 * erasure takes a person out of the past as well, as their deleted stream already did.
 */
export async function readModelsAsOf(
  log: EventStore,
  projections: readonly Projection[],
  until: Date,
  reachBack: readonly string[] = [],
): Promise<ReplayedReadModels> {
  const last = await lastPositionUntil(log, until.getTime());
  const later = new Set(reachBack);
  const docs = new Map(projections.map((projection) => [projection, new Map<string, Doc>()]));
  for (let after = 0, batch = await log.readAll(after, BATCH); batch.length > 0; batch = await log.readAll(after, BATCH)) {
    for (const event of batch) if (event.position <= last || later.has(event.type)) applyEverywhere(docs, event);
    after = batch[batch.length - 1].position;
  }
  const readStore = new MemoryReadStore();
  for (const [projection, byId] of docs) {
    const collection = readStore.collection(projection.model);
    for (const doc of byId.values()) await collection.upsert(doc);
  }
  return { readStore, position: last };
}

async function lastPositionUntil(log: EventStore, until: number): Promise<number> {
  let last = 0;
  for (let after = 0, batch = await log.readAll(after, BATCH); batch.length > 0; batch = await log.readAll(after, BATCH)) {
    for (const event of batch) if (Date.parse(event.metadata.occurredAt) <= until) last = event.position;
    after = batch[batch.length - 1].position;
  }
  return last;
}

function applyEverywhere(docs: Map<Projection, Map<string, Doc>>, event: RecordedEvent): void {
  for (const [projection, byId] of docs) {
    if (!projection.handles.includes(event.type)) continue;
    const id = projection.documentId(event);
    if (id === null) continue;
    const next = projection.evolve(byId.get(id) ?? null, event);
    if (next === null) byId.delete(id);
    else byId.set(id, { ...next, _id: id });
  }
}
