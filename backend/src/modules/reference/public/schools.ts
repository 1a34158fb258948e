import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { SCHOOL_CITIES, type SchoolCitiesDoc } from '../projections/school-cities.projection';
import { SCHOOLS, type SchoolDoc } from '../projections/schools.projection';

/** The schools read model's projection (specs seed it). */
export { schoolsProjection, type SchoolDoc } from '../projections/schools.projection';
/** Each school's settlement by day, for the insights' reach now and as of a day (issue 40). */
export { schoolCitiesProjection, type SchoolCitiesDoc } from '../projections/school-cities.projection';

/** Every school's settlements by day. */
export const readSchoolCities = (readStore: ReadStore): Promise<SchoolCitiesDoc[]> => readStore.collection(SCHOOL_CITIES).find();

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
    /** The school of an OM id (unique in the model), null for an unknown one. */
    byOm: async (om: string): Promise<SchoolDoc | null> => (await schools().find({ where: { om } }))[0] ?? null,
  };
}
