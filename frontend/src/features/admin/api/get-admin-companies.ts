import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CompanyApplicationView } from '@backend/contract/companies';
import { adminCompaniesQueryKey } from '@/lib/query-keys';

export function getAdminCompanies(signal?: AbortSignal): Promise<CompanyApplicationView[]> {
  return apiRequest<CompanyApplicationView[]>('/admin/companies', { signal });
}


export const getAdminCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: adminCompaniesQueryKey,
    queryFn: ({ signal }) => getAdminCompanies(signal),
  });

export function useAdminCompanies() {
  return useQuery(getAdminCompaniesQueryOptions());
}

export { adminCompaniesQueryKey };
