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
