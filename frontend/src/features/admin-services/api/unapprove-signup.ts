import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyFlags, invalidateSignups, postDecision, type DecisionFlags, type SignupKey } from './signup-decision';

export function unapproveSignup(key: SignupKey): Promise<DecisionFlags> {
  return postDecision('unapprove', key);
}

export const unapproveSignupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'userservice', 'unapprove'],
    mutationFn: unapproveSignup,
    onSuccess: (flags, key) => applyFlags(queryClient, key, flags),
    onSettled: (_data, _error, { serviceId }) => invalidateSignups(queryClient, serviceId),
  });

export function useUnapproveSignup() {
  return useMutation(unapproveSignupMutationOptions(useQueryClient()));
}
