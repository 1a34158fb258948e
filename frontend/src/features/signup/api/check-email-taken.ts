import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface EmailTakenResponse {
  taken: boolean;
}

/** POST /api/user/checkemailtaken: is there an account (or application) with this e-mail already? */
export function checkEmailTaken(email: string): Promise<EmailTakenResponse> {
  return apiRequest<EmailTakenResponse>('/user/checkemailtaken', { method: 'POST', body: { email } });
}

export const checkEmailTakenMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'checkemailtaken'],
    mutationFn: checkEmailTaken,
  });

export function useCheckEmailTaken() {
  return useMutation(checkEmailTakenMutationOptions());
}
