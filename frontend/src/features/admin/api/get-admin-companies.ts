import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** SPEC §3 "Company application". */
export interface CompanyApplication {
  id: string;
  name: string;
  website: string;
  zip: string;
  city: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  activities: string;
  optionals: string;
  teacherCount: number;
  createdAt: string;
}

export function getAdminCompanies(signal?: AbortSignal): Promise<CompanyApplication[]> {
  return apiRequest<CompanyApplication[]>('/admin/companies', { signal });
}

export const adminCompaniesQueryKey = ['admin', 'companies'] as const;

export const getAdminCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: adminCompaniesQueryKey,
    queryFn: ({ signal }) => getAdminCompanies(signal),
  });

export function useAdminCompanies() {
  return useQuery(getAdminCompaniesQueryOptions());
}
