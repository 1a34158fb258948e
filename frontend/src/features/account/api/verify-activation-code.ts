import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CodeOwnerEmail } from '@backend/contract/account';

/** POST /api/user/verifyactivationcode: is the code of the mailed link still good? 400 INVALID_CODE when not. */
export function verifyActivationCode(q: string, signal?: AbortSignal): Promise<CodeOwnerEmail> {
  return apiRequest<CodeOwnerEmail>('/user/verifyactivationcode', { method: 'POST', body: { q }, signal });
}

export const verifyActivationCodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['account', 'activation-code', q],
    queryFn: ({ signal }) => verifyActivationCode(q, signal),
    // A verdict on a single-use code: never refetched behind the form's back.
    staleTime: Infinity,
    retry: false,
  });

export function useVerifyActivationCode(q: string) {
  return useQuery({ ...verifyActivationCodeQueryOptions(q), enabled: q !== '' });
}
