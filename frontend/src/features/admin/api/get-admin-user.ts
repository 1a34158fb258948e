import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';
import type { AdminUserDetailView } from '@backend/contract/admin-users';

export function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetailView> {
  return apiRequest<AdminUserDetailView>(`/admin/users/${encodeURIComponent(id)}`, { signal });
}

export const adminUserQueryKey = (id: string) => [...adminUsersQueryKey, id] as const;

export const getAdminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUserQueryKey(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    // The dialog must show what is stored now, not what was cached when it was last opened.
    staleTime: 0,
  });

export function useAdminUser(id: string) {
  return useQuery(getAdminUserQueryOptions(id));
}
