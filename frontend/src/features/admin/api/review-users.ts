import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdminUsers } from './invalidate-admin-users';
import type { BulkReviewBody, BulkReviewResult } from '@backend/contract/admin-users';

/** POST /admin/users/bulk (issue 41 §7): the selected applicants activated or rejected at once. */
export function useReviewUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'bulk'],
    mutationFn: (body: BulkReviewBody) => apiRequest<BulkReviewResult>('/admin/users/bulk', { method: 'POST', body }),
    onSettled: () => invalidateAdminUsers(queryClient),
  });
}
