import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ProfileCheckResult {
  /** How many activated members were asked. */
  count: number;
}

/** Asks every activated member to check their data at the next visit (issue 3, part 8). */
export function requestProfileCheck(): Promise<ProfileCheckResult> {
  return apiRequest<ProfileCheckResult>('/admin/users/request-profile-check', { method: 'POST' });
}

export const requestProfileCheckMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'request-profile-check'],
    mutationFn: requestProfileCheck,
  });

export function useRequestProfileCheck() {
  return useMutation(requestProfileCheckMutationOptions());
}
