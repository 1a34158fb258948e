import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateSignupRows } from './get-service-signups';
import { invalidateSignups } from './signup-decision';
import type { UserServiceBody } from '@backend/contract/admin-services';
import type { Done } from '@backend/contract/common';

/** DELETE with a JSON body naming the sign-up (SPEC §7). */
export function deleteSignup({ userId, serviceId }: UserServiceBody): Promise<Done> {
  return apiRequest<Done>('/admin/userservice', { method: 'DELETE', body: { userId, serviceId } });
}

export const deleteSignupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'userservice', 'delete'],
    mutationFn: deleteSignup,
    onSuccess: (_data, { userId, serviceId }) => updateSignupRows(queryClient, serviceId, (rows) => rows.filter((row) => row.userId !== userId)),
    onSettled: (_data, _error, { serviceId }) => invalidateSignups(queryClient, serviceId),
  });

export function useDeleteSignup() {
  return useMutation(deleteSignupMutationOptions(useQueryClient()));
}
