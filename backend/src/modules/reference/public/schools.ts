import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { SCHOOLS, type SchoolDoc } from '../projections/schools.projection';

/** The schools read model's projection, for a replay of the insights as of a day. */
export { schoolsProjection, type SchoolDoc } from '../projections/schools.projection';

/** The schools as other modules read them (a member's school, the insights' reach, names on the trail). */
export function schoolReader(readStore: ReadStore) {
  const schools = () => readStore.collection(SCHOOLS);
  return {
    get: (id: string): Promise<SchoolDoc | null> => schools().get(id),
    byIds: async (ids: Iterable<string>): Promise<SchoolDoc[]> => {
      const wanted = [...new Set(ids)];
      return wanted.length === 0 ? [] : schools().find({ where: { _id: { in: wanted } } });
    },
    all: (): Promise<SchoolDoc[]> => schools().find(),
  };
}
