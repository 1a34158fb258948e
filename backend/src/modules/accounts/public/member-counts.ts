import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS } from '../projections/users.projection';

/** Activated members, staff not counted: the dashboard's first figure. */
export const countActivatedMembers = (readStore: ReadStore): Promise<number> => readStore.collection(USERS).count({ status: 'activated', admin: false });
