import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { SERVICES } from '../projections/services.projection';
import { SIGNUPS } from '../projections/signups.projection';

/** Every live sign-up: the dashboard's second figure. */
export const countSignups = (readStore: ReadStore): Promise<number> => readStore.collection(SIGNUPS).count();

/** Services by id with their names now, for the audit trail and the histories. */
export async function serviceNames(readStore: ReadStore, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const docs = wanted.length === 0 ? [] : await readStore.collection(SERVICES).find({ where: { _id: { in: wanted } } });
  return new Map(docs.map((doc) => [doc._id, doc.name]));
}

/** A service with sign-ups waiting for staff's decision (issue 41 §6), most waiting first. */
export interface ServiceAwaitingDecisions {
  serviceId: string;
  name: string;
  count: number;
}

/**
 * The services whose sign-ups wait for a decision, archived ones too (their members still wait): read
 * from the per-service count by its index, so the cost follows the services with work, not the sign-ups.
 */
export async function servicesAwaitingDecisions(readStore: ReadStore): Promise<ServiceAwaitingDecisions[]> {
  const docs = await readStore.collection(SERVICES).find({ where: { awaitingCount: { gt: 0 } }, readOnly: true });
  return docs
    .map((doc) => ({ serviceId: doc._id, name: doc.name, count: doc.awaitingCount }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'hu'));
}
