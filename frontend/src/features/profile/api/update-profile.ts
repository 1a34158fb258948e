import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import type { ProfileView, UpdateProfileBody } from '@backend/contract/profile';

/** PUT /api/profile → the saved profile (its needsProfileCheck is now false). */
export function updateProfile(input: UpdateProfileBody): Promise<ProfileView> {
  return apiRequest<ProfileView>('/profile', { method: 'PUT', body: input });
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
    // The answer is the saved profile: the data check in front of the club's pages reads the same key.
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey, saved),
  });
}
