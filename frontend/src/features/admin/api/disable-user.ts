import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdminUsers } from './invalidate-admin-users';
import type { AdminUserDetailView, AdminUserView } from '@backend/contract/admin-users';

export function disableUser(user: Pick<AdminUserView, 'id'>): Promise<AdminUserDetailView> {
  return apiRequest<AdminUserDetailView>('/admin/users/disable', { method: 'POST', body: { userId: user.id } });
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
