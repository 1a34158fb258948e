import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProfileView } from '@backend/contract/profile';

/**
 * GET /api/profile: the member's own data as it is now. The profile page edits it; the /auth window
 * greets the member by its nickname (the session token's copy dates from signing in).
 */
export function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  return apiRequest<ProfileView>('/profile', { signal });
}

export const profileQueryKey = ['profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
