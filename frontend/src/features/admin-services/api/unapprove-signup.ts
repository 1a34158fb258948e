import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyFlags, invalidateSignups, postDecision } from './signup-decision';
import type { SignupFlags, UserServiceBody } from '@backend/contract/admin-services';

export function unapproveSignup(key: UserServiceBody): Promise<SignupFlags> {
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
