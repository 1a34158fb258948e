import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdminUsers } from './invalidate-admin-users';
import type { AdminUserDetailView, AdminUserView, DisableUserBody } from '@backend/contract/admin-users';

/** Whom to disable, and for an applicant's rejection the reason staff typed (optional). */
export type DisableUserVariables = Pick<AdminUserView, 'id'> & { reason?: string };

/** An empty or blank reason is none: the body then carries the user id only. */
export function disableUser({ id, reason }: DisableUserVariables): Promise<AdminUserDetailView> {
  const trimmed = reason?.trim();
  const body: DisableUserBody = trimmed ? { userId: id, reason: trimmed } : { userId: id };
  return apiRequest<AdminUserDetailView>('/admin/users/disable', { method: 'POST', body });
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
