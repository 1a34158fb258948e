import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partnerGrantsQueryKey } from './get-partner-grants';
import type { AuthRequestAnswer, AuthRequestBody } from '@backend/contract/partners';

/** POST /api/user/auth-request: the member accepts; answers the signed assertion for the partner. */
export function requestAssertion(body: AuthRequestBody): Promise<AuthRequestAnswer> {
  return apiRequest<AuthRequestAnswer>('/user/auth-request', { method: 'POST', body });
}

export const requestAssertionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['partners', 'auth-request'],
    mutationFn: requestAssertion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerGrantsQueryKey }),
  });

export function useRequestAssertion() {
  return useMutation(requestAssertionMutationOptions(useQueryClient()));
}
