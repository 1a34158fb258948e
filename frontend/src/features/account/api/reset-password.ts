import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CodeAndPasswordBody } from '@backend/contract/account';
import type { Done } from '@backend/contract/common';

/** POST /api/user/password-reset: the reset link's new password. */
export function resetPassword(input: CodeAndPasswordBody): Promise<Done> {
  return apiRequest<Done>('/user/password-reset', { method: 'POST', body: input });
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'password-reset'],
    mutationFn: resetPassword,
  });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
