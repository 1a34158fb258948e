import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';
import type { AdminUserDetailView, EditUserBody } from '@backend/contract/admin-users';

export function updateAdminUser({ id, ...data }: EditUserBody & { id: string }): Promise<AdminUserDetailView> {
  return apiRequest<AdminUserDetailView>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body: data });
}

export const updateAdminUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'update'],
    mutationFn: updateAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });

export function useUpdateAdminUser() {
  return useMutation(updateAdminUserMutationOptions(useQueryClient()));
}

