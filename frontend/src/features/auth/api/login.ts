import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
  stayLoggedIn: boolean;
}

export interface LoginResponse {
  jwt: string;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/login', { method: 'POST', body: input });
}

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'login'],
    mutationFn: login,
  });

export function useLogin() {
  return useMutation(loginMutationOptions());
}
