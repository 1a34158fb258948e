import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey, type AdminServiceDetail } from './get-admin-service';
import { invalidateSignups, type SignupKey } from './signup-decision';

/** DELETE with a JSON body naming the sign-up (SPEC §7). */
export function deleteSignup({ userId, serviceId }: SignupKey): Promise<void> {
  return apiRequest<void>('/admin/userservice', { method: 'DELETE', body: { userId, serviceId } });
}

export const deleteSignupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'userservice', 'delete'],
    mutationFn: deleteSignup,
    onSuccess: (_data, { userId, serviceId }) =>
      queryClient.setQueryData<AdminServiceDetail>(adminServiceQueryKey(serviceId), (detail) =>
        detail && { ...detail, users: detail.users.filter((row) => row.userId !== userId) },
      ),
    onSettled: (_data, _error, { serviceId }) => invalidateSignups(queryClient, serviceId),
  });

export function useDeleteSignup() {
  return useMutation(deleteSignupMutationOptions(useQueryClient()));
}
