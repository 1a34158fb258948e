import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LogInBody, SessionToken } from '@backend/contract/account';

export function login(input: LogInBody): Promise<SessionToken> {
  return apiRequest<SessionToken>('/user/login', { method: 'POST', body: input });
}

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'login'],
    mutationFn: login,
  });

export function useLogin() {
  return useMutation(loginMutationOptions());
}
