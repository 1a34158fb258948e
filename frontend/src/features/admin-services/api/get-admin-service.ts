import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceDetailView } from '@backend/contract/admin-services';
import { adminServiceQueryKey } from '@/lib/query-keys';

export function getAdminService(id: string, signal?: AbortSignal): Promise<AdminServiceDetailView> {
  return apiRequest<AdminServiceDetailView>(`/admin/services/${encodeURIComponent(id)}`, { signal });
}

export const getAdminServiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminServiceQueryKey(id),
    queryFn: ({ signal }) => getAdminService(id, signal),
    // Both dialogs must show what is stored now, not what was cached when last opened.
    staleTime: 0,
  });

export function useAdminService(id: string) {
  return useQuery(getAdminServiceQueryOptions(id));
}

export { adminServiceQueryKey };
