import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminSchoolsQueryKey } from './get-admin-schools';
import { adminUsersQueryKey } from './get-admin-users';
import type { SchoolImportReport } from '@backend/contract/schools';

/** The school list (OM id, name, city) from a CSV or XLSX file; known OM ids are updated. */
export function importSchools(file: File): Promise<SchoolImportReport> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<SchoolImportReport>('/admin/schools/import', { method: 'POST', body });
}

export const importSchoolsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'schools', 'import'],
    mutationFn: importSchools,
    // The users' school names and OM marks come from the same list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSchoolsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
      ]),
  });

export function useImportSchools() {
  return useMutation(importSchoolsMutationOptions(useQueryClient()));
}
