import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyFlags, invalidateSignups, postDecision, type DecisionFlags, type SignupKey } from './signup-decision';

export function rejectSignup(key: SignupKey): Promise<DecisionFlags> {
  return postDecision('reject', key);
}

export const rejectSignupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'userservice', 'reject'],
    mutationFn: rejectSignup,
    onSuccess: (flags, key) => applyFlags(queryClient, key, flags),
    onSettled: (_data, _error, { serviceId }) => invalidateSignups(queryClient, serviceId),
  });

export function useRejectSignup() {
  return useMutation(rejectSignupMutationOptions(useQueryClient()));
}
