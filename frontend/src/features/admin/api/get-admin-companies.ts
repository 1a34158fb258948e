import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CompanyPage, CompanyStatus } from '@backend/contract/companies';
import type { PageQuery } from '@backend/contract/common';
import { adminCompaniesQueryKey } from '@/lib/query-keys';

/** The page the companies screen asks for, both parameters given, and the status it shows when one is chosen; the server pages, newest first. */
export type CompaniesRequest = Required<PageQuery> & { status?: CompanyStatus };

export function getAdminCompanies({ page, pageSize, status }: CompaniesRequest, signal?: AbortSignal): Promise<CompanyPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(status && { status }) });
  return apiRequest<CompanyPage>(`/admin/companies?${query}`, { signal });
}

export const getAdminCompaniesQueryOptions = (request: CompaniesRequest) =>
  queryOptions({
    queryKey: [...adminCompaniesQueryKey, request],
    queryFn: ({ signal }) => getAdminCompanies(request, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminCompanies(request: CompaniesRequest) {
  return useQuery(getAdminCompaniesQueryOptions(request));
}

export { adminCompaniesQueryKey };
