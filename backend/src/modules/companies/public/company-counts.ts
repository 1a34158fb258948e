import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { COMPANIES } from '../projections/companies.projection';

/** Company applications received: the dashboard's third figure. */
export const countCompanyApplications = (readStore: ReadStore): Promise<number> => readStore.collection(COMPANIES).count();

/** Company applications nobody has answered yet, status still new (issue 41 §6). */
export const countCompaniesToAnswer = (readStore: ReadStore): Promise<number> => readStore.collection(COMPANIES).count({ status: 'new' });
