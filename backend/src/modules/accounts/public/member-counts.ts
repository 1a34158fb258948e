import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS } from '../projections/users.projection';

/** Activated members, staff not counted: the dashboard's first figure. */
export const countActivatedMembers = (readStore: ReadStore): Promise<number> => readStore.collection(USERS).count({ status: 'activated', admin: false });

/** The applicants' table (issue 41 §6): applied or imported, neither activated nor rejected. */
export const countApplicantsWaiting = (readStore: ReadStore): Promise<number> => readStore.collection(USERS).count({ listedIn: 'unactivated' });

/** Members asked to check their data who have not saved their profile since (issue 41 §6). */
export const countProfileChecksPending = (readStore: ReadStore): Promise<number> =>
  readStore.collection(USERS).count({ listedIn: 'activated', status: 'activated', needsProfileCheck: true });

/** Members who saved their profile since they were last asked to check their data (issue 41 §3). */
export const countProfileChecksDone = (readStore: ReadStore): Promise<number> =>
  readStore.collection(USERS).count({ listedIn: 'activated', status: 'activated', profileChecked: true });
