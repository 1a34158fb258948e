import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CodeAndPasswordBody, SessionToken } from '@backend/contract/account';

/** POST /api/user/setpassword: the activation link's password; answers a session token. */
export function setPassword(input: CodeAndPasswordBody): Promise<SessionToken> {
  return apiRequest<SessionToken>('/user/setpassword', { method: 'POST', body: input });
}

export const setPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'setpassword'],
    mutationFn: setPassword,
  });

export function useSetPassword() {
  return useMutation(setPasswordMutationOptions());
}
