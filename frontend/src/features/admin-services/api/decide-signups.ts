import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyFlags, invalidateSignups } from './signup-decision';
import type { BulkDecisionBody, BulkDecisionResult } from '@backend/contract/admin-services';

/** Issue 41 §7: one decision on the selected sign-ups; each outcome says its flags or why not. */
export function decideSignups(body: BulkDecisionBody): Promise<BulkDecisionResult> {
  return apiRequest<BulkDecisionResult>('/admin/userservice/bulk', { method: 'POST', body });
}

export const decideSignupsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'userservice', 'bulk'],
    mutationFn: decideSignups,
    onSuccess: ({ outcomes }, { serviceId }) => {
      for (const outcome of outcomes) if ('flags' in outcome) applyFlags(queryClient, { userId: outcome.userId, serviceId }, outcome.flags);
    },
    onSettled: (_data, _error, { serviceId }) => invalidateSignups(queryClient, serviceId),
  });

export function useDecideSignups() {
  return useMutation(decideSignupsMutationOptions(useQueryClient()));
}
