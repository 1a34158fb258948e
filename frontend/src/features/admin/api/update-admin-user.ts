import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey, type AdminUser } from './get-admin-users';

export interface AdminUserEdit {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
}

export function updateAdminUser({ id, ...data }: AdminUserEdit & { id: string }): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body: data });
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

