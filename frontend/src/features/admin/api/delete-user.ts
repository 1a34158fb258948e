import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdminUsers } from './invalidate-admin-users';
import type { AdminUserView } from '@backend/contract/admin-users';
import type { Done } from '@backend/contract/common';

export function deleteUser(user: Pick<AdminUserView, 'id'>): Promise<Done> {
  return apiRequest<Done>('/admin/users/delete', { method: 'POST', body: { userId: user.id } });
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
