import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CompleteSignupInput {
  q: string;
  phone: string;
  schoolOm: string;
  personalId: string;
  password: string;
}

/** POST /api/user/complete-signup: an imported member's missing data and password. */
export function completeSignup(input: CompleteSignupInput): Promise<void> {
  return apiRequest<void>('/user/complete-signup', { method: 'POST', body: input });
}

export const completeSignupMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'complete-signup'],
    mutationFn: completeSignup,
  });

export function useCompleteSignup() {
  return useMutation(completeSignupMutationOptions());
}
