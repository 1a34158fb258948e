import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser } from './get-admin-users';
import { invalidateAdminUsers } from './invalidate-admin-users';

export function activateUser(user: Pick<AdminUser, 'id'>): Promise<AdminUser> {
  return apiRequest<AdminUser>('/admin/users/activate', { method: 'POST', body: { userId: user.id } });
}

export const activateUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'activate'],
    mutationFn: activateUser,
    onSettled: () => invalidateAdminUsers(queryClient),
  });

export function useActivateUser() {
  return useMutation(activateUserMutationOptions(useQueryClient()));
}
