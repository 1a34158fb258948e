import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser } from './get-admin-users';
import { invalidateAdminUsers } from './invalidate-admin-users';

export function deleteUser(user: Pick<AdminUser, 'id'>): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/admin/users/delete', { method: 'POST', body: { userId: user.id } });
}

export const deleteUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'delete'],
    mutationFn: deleteUser,
    onSettled: () => invalidateAdminUsers(queryClient),
  });

export function useDeleteUser() {
  return useMutation(deleteUserMutationOptions(useQueryClient()));
}
