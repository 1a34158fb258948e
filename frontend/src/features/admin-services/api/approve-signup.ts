import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyFlags, invalidateSignups, postDecision, type DecisionFlags, type SignupKey } from './signup-decision';

export function approveSignup(key: SignupKey): Promise<DecisionFlags> {
  return postDecision('approve', key);
}

export const approveSignupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'userservice', 'approve'],
    mutationFn: approveSignup,
    onSuccess: (flags, key) => applyFlags(queryClient, key, flags),
    onSettled: (_data, _error, { serviceId }) => invalidateSignups(queryClient, serviceId),
  });

export function useApproveSignup() {
  return useMutation(approveSignupMutationOptions(useQueryClient()));
}
