import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from '@/lib/query-keys';
import type { ProfileCheckProgress } from '@backend/contract/admin-users';

/** GET /admin/users/profile-check: how many asked members have saved their profile since, how many not yet (issue 41 §3). */
export function getProfileCheckProgress(signal?: AbortSignal): Promise<ProfileCheckProgress> {
  return apiRequest<ProfileCheckProgress>('/admin/users/profile-check', { signal });
}

/** Under the users' key: whatever refreshes the member tables (a live notice, a change) refreshes this too. */
export const profileCheckProgressQueryKey = [...adminUsersQueryKey, 'profile-check'] as const;

export function useProfileCheckProgress() {
  return useQuery(queryOptions({ queryKey: profileCheckProgressQueryKey, queryFn: ({ signal }) => getProfileCheckProgress(signal) }));
}
