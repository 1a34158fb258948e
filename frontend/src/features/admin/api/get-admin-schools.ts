import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminSchoolView } from '@backend/contract/schools';

export function getAdminSchools(signal?: AbortSignal): Promise<AdminSchoolView[]> {
  return apiRequest<AdminSchoolView[]>('/admin/schools', { signal });
}

export const adminSchoolsQueryKey = ['admin', 'schools'] as const;

export const getAdminSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: adminSchoolsQueryKey,
    queryFn: ({ signal }) => getAdminSchools(signal),
  });

export function useAdminSchools() {
  return useQuery(getAdminSchoolsQueryOptions());
}
