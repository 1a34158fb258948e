import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySignupView } from '@backend/contract/member-services';
import { apiRequest } from '@/lib/api-client';
import { servicesQueryKey } from '@/lib/query-keys';

/** GET /api/services/mine: the member's own sign-ups (issue 41 §9). */
export function getMySignups(signal?: AbortSignal): Promise<MySignupView[]> {
  return apiRequest<MySignupView[]>('/services/mine', { signal });
}

/** Under the services' key: a sign-up, a cancel and the live notices that refresh the list refresh this too. */
export const mySignupsQueryKey = [...servicesQueryKey, 'mine'] as const;

export function useMySignups() {
  return useQuery(queryOptions({ queryKey: mySignupsQueryKey, queryFn: ({ signal }) => getMySignups(signal) }));
}
