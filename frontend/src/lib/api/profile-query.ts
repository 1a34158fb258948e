import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProfileView } from '@backend/contract/profile';

/**
 * GET /api/profile and its cache key, apart from the `useProfile` hook (get-profile.ts): the app
 * shell's data check reads the cache through these, and a module that also held the hook would bring
 * react-query's observer into the shell every page loads.
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
