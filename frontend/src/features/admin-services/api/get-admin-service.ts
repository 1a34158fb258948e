import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceSignupPage, AdminServiceView } from '@backend/contract/admin-services';
import { adminServiceQueryKey } from '@/lib/query-keys';

/**
 * The service's full record, for the editor: asked as a page of one sign-up, so the popular service's
 * thousands of sign-ups do not come with it (the sign-ups dialog pages them, get-service-signups).
 */
export function getAdminService(id: string, signal?: AbortSignal): Promise<AdminServiceView> {
  return apiRequest<AdminServiceSignupPage>(`/admin/services/${encodeURIComponent(id)}?pageSize=1`, { signal }).then((page) => page.service);
}

export const getAdminServiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminServiceQueryKey(id),
    queryFn: ({ signal }) => getAdminService(id, signal),
    // The editor must show what is stored now, not what was cached when last opened.
    staleTime: 0,
  });

export function useAdminService(id: string) {
  return useQuery(getAdminServiceQueryOptions(id));
}

export { adminServiceQueryKey };
