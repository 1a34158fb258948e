import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey, type Profile } from './get-profile';

/** What a member may change (SPEC §7 PUT /profile); e-mail, OM id and education id are not here. */
export type ProfileUpdate = Pick<
  Profile,
  | 'firstName'
  | 'lastName'
  | 'nickName'
  | 'phone'
  | 'zip'
  | 'city'
  | 'altalanosIskola'
  | 'gimnazium'
  | 'szakgimnazium'
  | 'szakmaiTargy'
  | 'idenErettsegi'
  | 'felsooktatas'
> & { schoolId: string };

/** PUT /api/profile → the saved profile (its needsProfileCheck is now false). */
export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>('/profile', { method: 'PUT', body: input });
}

export const updateProfileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    // The answer is the saved profile: the club's data-check dialog reads the same key.
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey, saved),
  });
}
