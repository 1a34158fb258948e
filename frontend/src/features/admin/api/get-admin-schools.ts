import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AdminSchool {
  id: string;
  om: string;
  name: string;
  city: string;
}

export function getAdminSchools(signal?: AbortSignal): Promise<AdminSchool[]> {
  return apiRequest<AdminSchool[]>('/admin/schools', { signal });
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
