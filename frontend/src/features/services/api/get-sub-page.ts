import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SubPageView } from '@backend/contract/member-services';
import { subPagesQueryKey } from '@/lib/query-keys';


/** Keyed by viewer too: the same page answers 200, 401 or 403 depending on who asks. */
export const subPageQueryKey = (subPageUrl: string, viewerId: string | null) =>
  [...subPagesQueryKey, subPageUrl, viewerId ?? 'anonymous'] as const;

/**
 * GET /api/materials/services/{subpage} (the token is sent when signed in). Fails with 401
 * UNAUTHENTICATED, 403 NOT_SIGNED_UP (details: the service's name and id) or 404 SUBPAGE_NOT_FOUND.
 */
export function getSubPage(subPageUrl: string, signal?: AbortSignal): Promise<SubPageView> {
  return apiRequest<SubPageView>(`/materials/services/${encodeURIComponent(subPageUrl)}`, { signal });
}

export const getSubPageQueryOptions = (subPageUrl: string, viewerId: string | null) =>
  queryOptions({
    queryKey: subPageQueryKey(subPageUrl, viewerId),
    queryFn: ({ signal }) => getSubPage(subPageUrl, signal),
  });

export function useSubPage(subPageUrl: string, viewerId: string | null) {
  return useQuery(getSubPageQueryOptions(subPageUrl, viewerId));
}

export { subPagesQueryKey };
