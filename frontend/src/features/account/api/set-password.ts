import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SetPasswordInput {
  q: string;
  password: string;
}

/** POST /api/user/setpassword: the activation link's password; answers a session token. */
export function setPassword(input: SetPasswordInput): Promise<{ jwt: string }> {
  return apiRequest<{ jwt: string }>('/user/setpassword', { method: 'POST', body: input });
}

export const setPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'setpassword'],
    mutationFn: setPassword,
  });

export function useSetPassword() {
  return useMutation(setPasswordMutationOptions());
}
