import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserView } from '@backend/contract/admin-users';

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUserView[]> {
  return apiRequest<AdminUserView[]>('/admin/users', { signal });
}

/** Prefix of every admin user query (list and details): mutations invalidate by it. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export const getAdminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => getAdminUsers(signal),
  });

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
