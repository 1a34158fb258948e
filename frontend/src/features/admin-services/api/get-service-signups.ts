import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceSignupPage, SignupListQuery, SignupRowView } from '@backend/contract/admin-services';
import { adminServiceQueryKey } from '@/lib/query-keys';

/** Rows the dialog asks for at a time; the table draws a window of them (docs/decisions/0093). */
export const SIGNUPS_PAGE_SIZE = 500;

/** Under the service's own key, so whatever refreshes the service (a decision, a live notice) refreshes its pages. */
export const serviceSignupsQueryKey = (serviceId: string) => [...adminServiceQueryKey(serviceId), 'signups'] as const;

/** GET /admin/services/{id}?page=&pageSize=&status=&search=: the service and a page of its sign-ups. */
export function getServiceSignups(serviceId: string, query: SignupListQuery, signal?: AbortSignal): Promise<AdminServiceSignupPage> {
  const params = new URLSearchParams({ page: String(query.page ?? 1), pageSize: String(query.pageSize ?? SIGNUPS_PAGE_SIZE) });
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  return apiRequest<AdminServiceSignupPage>(`/admin/services/${encodeURIComponent(serviceId)}?${params}`, { signal });
}

export const getServiceSignupsQueryOptions = (serviceId: string, query: SignupListQuery) =>
  queryOptions({
    queryKey: [...serviceSignupsQueryKey(serviceId), query],
    queryFn: ({ signal }) => getServiceSignups(serviceId, query, signal),
    // The dialog shows what is stored now; while another page or filter loads, the rows shown stay.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useServiceSignups(serviceId: string, query: SignupListQuery) {
  return useQuery(getServiceSignupsQueryOptions(serviceId, query));
}

/** Changes the rows of every page of the service held in the cache (a decision's answer, a deletion). */
export function updateSignupRows(queryClient: QueryClient, serviceId: string, change: (rows: SignupRowView[]) => SignupRowView[]): void {
  queryClient.setQueriesData<AdminServiceSignupPage>({ queryKey: serviceSignupsQueryKey(serviceId) }, (page) => page && { ...page, items: change(page.items) });
}
