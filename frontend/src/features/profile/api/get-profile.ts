import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  zip: string;
  city: string;
  schoolId: string | null;
  personalId: string;
  schoolOm: string;
  needsProfileCheck: boolean;
  altalanosIskola: boolean;
  gimnazium: boolean;
  szakgimnazium: boolean;
  szakmaiTargy: boolean;
  idenErettsegi: boolean;
  felsooktatas: boolean;
}

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/profile', { signal });
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
