import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordInput {
  q: string;
  password: string;
}

/** POST /api/user/password-reset: the reset link's new password. */
export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return apiRequest<void>('/user/password-reset', { method: 'POST', body: input });
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'password-reset'],
    mutationFn: resetPassword,
  });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
