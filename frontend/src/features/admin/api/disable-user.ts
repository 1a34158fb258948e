import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser } from './get-admin-users';
import { invalidateAdminUsers } from './invalidate-admin-users';

export function disableUser(user: Pick<AdminUser, 'id'>): Promise<AdminUser> {
  return apiRequest<AdminUser>('/admin/users/disable', { method: 'POST', body: { userId: user.id } });
}

export const disableUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'disable'],
    mutationFn: disableUser,
    onSettled: () => invalidateAdminUsers(queryClient),
  });

export function useDisableUser() {
  return useMutation(disableUserMutationOptions(useQueryClient()));
}
