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

/** The page the dialog asks for as it opens: the first, every status, no search (use-signups-query.ts). */
export const FIRST_SIGNUPS_PAGE: SignupListQuery = { page: 1, pageSize: SIGNUPS_PAGE_SIZE };

/**
 * How long a page counts as what is stored now: long enough that the page asked for at the tap that
 * opens the dialog is not asked for again when the dialog's table mounts a moment later, short enough
 * that opening the dialog again shows the sign-ups as they are then (decisions and live notices
 * refresh the cached pages by the service's key anyway).
 */
const JUST_ASKED_MS = 2_000;

export const getServiceSignupsQueryOptions = (serviceId: string, query: SignupListQuery) =>
  queryOptions({
    queryKey: [...serviceSignupsQueryKey(serviceId), query],
    queryFn: ({ signal }) => getServiceSignups(serviceId, query, signal),
    // The dialog shows what is stored now; while another page or filter loads, the rows shown stay.
    staleTime: JUST_ASKED_MS,
    placeholderData: keepPreviousData,
  });

/**
 * Asks for the first page when the dialog is asked for, before it is drawn: drawing the dialog over the
 * services list is a long task at the club's size, and the page travels meanwhile (issue 40).
 */
export function prefetchFirstSignupsPage(queryClient: QueryClient, serviceId: string): void {
  void queryClient.prefetchQuery(getServiceSignupsQueryOptions(serviceId, FIRST_SIGNUPS_PAGE));
}

export function useServiceSignups(serviceId: string, query: SignupListQuery) {
  return useQuery(getServiceSignupsQueryOptions(serviceId, query));
}

/** Changes the rows of every page of the service held in the cache (a decision's answer, a deletion). */
export function updateSignupRows(queryClient: QueryClient, serviceId: string, change: (rows: SignupRowView[]) => SignupRowView[]): void {
  queryClient.setQueriesData<AdminServiceSignupPage>({ queryKey: serviceSignupsQueryKey(serviceId) }, (page) => page && { ...page, items: change(page.items) });
}
