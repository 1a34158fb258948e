import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CodeOwnerEmail } from '@backend/contract/account';

/** POST /api/user/verifyresetcode: is the code of the mailed link still good? 400 INVALID_CODE when not. */
export function verifyResetCode(q: string, signal?: AbortSignal): Promise<CodeOwnerEmail> {
  return apiRequest<CodeOwnerEmail>('/user/verifyresetcode', { method: 'POST', body: { q }, signal });
}

export const verifyResetCodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['account', 'reset-code', q],
    queryFn: ({ signal }) => verifyResetCode(q, signal),
    // A verdict on a single-use code: never refetched behind the form's back.
    staleTime: Infinity,
    retry: false,
  });

export function useVerifyResetCode(q: string) {
  return useQuery({ ...verifyResetCodeQueryOptions(q), enabled: q !== '' });
}
