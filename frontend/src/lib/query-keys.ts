/**
 * The query keys that live notices refresh (app/live-updates.tsx), kept here so the always-loaded app
 * shell can name them without pulling the admin screens' code into the public pages' bundle.
 */
export const servicesQueryKey = ['services'] as const;
export const subPagesQueryKey = ['sub-pages'] as const;
export const adminStatsQueryKey = ['admin', 'stats'] as const;
export const adminUsersQueryKey = ['admin', 'users'] as const;
export const adminCompaniesQueryKey = ['admin', 'companies'] as const;
export const serviceGroupsQueryKey = ['admin', 'servicegroups'] as const;
/** Prefix of everything about one service (detail, files): its mutations invalidate by it. */
export const adminServiceQueryKey = (id: string) => ['admin', 'services', id] as const;
