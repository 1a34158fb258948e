import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdminUsers } from './invalidate-admin-users';
import type { AdminUserDetailView, AdminUserView } from '@backend/contract/admin-users';

export function activateUser(user: Pick<AdminUserView, 'id'>): Promise<AdminUserDetailView> {
  return apiRequest<AdminUserDetailView>('/admin/users/activate', { method: 'POST', body: { userId: user.id } });
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
