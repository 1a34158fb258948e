import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyFlags, invalidateSignups, postDecision } from './signup-decision';
import type { SignupFlags, UserServiceBody } from '@backend/contract/admin-services';

export function rejectSignup(key: UserServiceBody): Promise<SignupFlags> {
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
