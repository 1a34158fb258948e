import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CompletionCodeOwner } from '@backend/contract/account';

/** POST /api/user/verifycompletioncode: is the code of the mailed link still good? 400 INVALID_CODE when not. */
export function verifyCompletionCode(q: string, signal?: AbortSignal): Promise<CompletionCodeOwner> {
  return apiRequest<CompletionCodeOwner>('/user/verifycompletioncode', { method: 'POST', body: { q }, signal });
}

export const verifyCompletionCodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['account', 'completion-code', q],
    queryFn: ({ signal }) => verifyCompletionCode(q, signal),
    // A verdict on a single-use code: never refetched behind the form's back.
    staleTime: Infinity,
    retry: false,
  });

export function useVerifyCompletionCode(q: string) {
  return useQuery({ ...verifyCompletionCodeQueryOptions(q), enabled: q !== '' });
}
