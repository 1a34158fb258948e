import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MemberDataExport } from '@backend/contract/member-data';

/** GET /api/profile/export: everything the club holds about the member, machine-readable. */
export function exportMyData(): Promise<MemberDataExport> {
  return apiRequest<MemberDataExport>('/profile/export');
}

/** A mutation: a download the member asks for, never a cached answer. */
export const exportMyDataMutationOptions = () => mutationOptions({ mutationKey: ['profile', 'export'], mutationFn: exportMyData });

export function useExportMyData() {
  return useMutation(exportMyDataMutationOptions());
}
