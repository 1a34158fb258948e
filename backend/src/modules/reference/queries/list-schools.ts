import { AdminSchoolView, SchoolView } from '../../../contract/schools';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { SCHOOLS, SchoolDoc } from '../projections/schools.projection';

// Hungarian alphabet order: 'Ö' after 'O', 'Cs' after 'C' — a byte sort gets both wrong.
const collator = new Intl.Collator('hu');

async function sortedSchools(readStore: ReadStore): Promise<SchoolDoc[]> {
  const docs = await readStore.collection(SCHOOLS).find();
  return docs.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.city, b.city));
}

/** SPEC §7 GET /schools: what the school picker shows (id, name, city). */
export async function listSchools(readStore: ReadStore): Promise<SchoolView[]> {
  return (await sortedSchools(readStore)).map(({ _id, name, city }) => ({ id: _id, name, city }));
}

/** The admin list also shows the OM id. */
export async function listSchoolsForAdmin(readStore: ReadStore): Promise<AdminSchoolView[]> {
  return (await sortedSchools(readStore)).map(({ _id, om, name, city }) => ({ id: _id, om, name, city }));
}
