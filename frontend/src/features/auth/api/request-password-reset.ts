import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PasswordResetRequestInput {
  email: string;
}

export function requestPasswordReset(input: PasswordResetRequestInput): Promise<void> {
  return apiRequest<void>('/user/password-reset-request', { method: 'POST', body: input });
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'password-reset-request'],
    mutationFn: requestPasswordReset,
  });

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
