import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CompleteSignupBody } from '@backend/contract/account';
import type { Done } from '@backend/contract/common';

/** POST /api/user/complete-signup: an imported member's missing data and password. */
export function completeSignup(input: CompleteSignupBody): Promise<Done> {
  return apiRequest<Done>('/user/complete-signup', { method: 'POST', body: input });
}

export const completeSignupMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'complete-signup'],
    mutationFn: completeSignup,
  });

export function useCompleteSignup() {
  return useMutation(completeSignupMutationOptions());
}
