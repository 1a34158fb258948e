import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserView } from '@backend/contract/admin-users';
import { adminUsersQueryKey } from '@/lib/query-keys';

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUserView[]> {
  return apiRequest<AdminUserView[]>('/admin/users', { signal });
}


export const getAdminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => getAdminUsers(signal),
  });

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}

export { adminUsersQueryKey };
