import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { EmailTaken } from '@backend/contract/account';

/** POST /api/user/checkemailtaken: is there an account (or application) with this e-mail already? */
export function checkEmailTaken(email: string): Promise<EmailTaken> {
  return apiRequest<EmailTaken>('/user/checkemailtaken', { method: 'POST', body: { email } });
}

export const checkEmailTakenMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'checkemailtaken'],
    mutationFn: checkEmailTaken,
  });

export function useCheckEmailTaken() {
  return useMutation(checkEmailTakenMutationOptions());
}
