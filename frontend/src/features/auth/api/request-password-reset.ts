import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { EmailBody } from '@backend/contract/account';
import type { Done } from '@backend/contract/common';

export function requestPasswordReset(input: EmailBody): Promise<Done> {
  return apiRequest<Done>('/user/password-reset-request', { method: 'POST', body: input });
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'password-reset-request'],
    mutationFn: requestPasswordReset,
  });

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
