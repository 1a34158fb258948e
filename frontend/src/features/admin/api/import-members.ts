import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdminUsers } from './invalidate-admin-users';
import type { MemberImportReport } from '@backend/contract/admin-users';

/** Existing members from a CSV or XLSX file; each gets a completion mail (issue 3, part 6). */
export function importMembers(file: File): Promise<MemberImportReport> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<MemberImportReport>('/admin/users/import', { method: 'POST', body });
}

export const importMembersMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'import'],
    mutationFn: importMembers,
    onSuccess: () => invalidateAdminUsers(queryClient),
  });

export function useImportMembers() {
  return useMutation(importMembersMutationOptions(useQueryClient()));
}
