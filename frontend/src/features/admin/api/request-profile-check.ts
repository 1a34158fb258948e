import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProfileCheckCount } from '@backend/contract/admin-users';
import { profileCheckProgressQueryKey } from './get-profile-check-progress';

/** Asks every activated member to check their data at the next visit (issue 3, part 8). */
export function requestProfileCheck(): Promise<ProfileCheckCount> {
  return apiRequest<ProfileCheckCount>('/admin/users/request-profile-check', { method: 'POST' });
}

export const requestProfileCheckMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'request-profile-check'],
    mutationFn: requestProfileCheck,
  });

export function useRequestProfileCheck() {
  const queryClient = useQueryClient();
  // The tool then says how the new check stands: everyone asked, nobody done yet.
  return useMutation({ ...requestProfileCheckMutationOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: profileCheckProgressQueryKey }) });
}
