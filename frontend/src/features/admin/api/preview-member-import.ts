import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MemberImportPreview } from '@backend/contract/admin-users';

/** What importing the list would do; the server writes nothing and mails nobody (issue 41 §4). */
export function previewMemberImport(file: File): Promise<MemberImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<MemberImportPreview>('/admin/users/import/preview', { method: 'POST', body });
}

export const previewMemberImportMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'users', 'import', 'preview'],
    mutationFn: previewMemberImport,
  });

export function usePreviewMemberImport() {
  return useMutation(previewMemberImportMutationOptions());
}
