import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyFlags, invalidateSignups, postDecision } from './signup-decision';
import type { SignupFlags, UserServiceBody } from '@backend/contract/admin-services';

export function approveSignup(key: UserServiceBody): Promise<SignupFlags> {
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
