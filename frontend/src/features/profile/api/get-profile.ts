import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProfileView } from '@backend/contract/profile';

export function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  return apiRequest<ProfileView>('/profile', { signal });
}

export const profileQueryKey = ['profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
