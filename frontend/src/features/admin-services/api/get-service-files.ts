import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import type { ServiceFileView } from '@backend/contract/admin-services';

export function getServiceFiles(serviceId: string, signal?: AbortSignal): Promise<ServiceFileView[]> {
  return apiRequest<ServiceFileView[]>(`/admin/services/${encodeURIComponent(serviceId)}/files`, { signal });
}

export const serviceFilesQueryKey = (serviceId: string) => [...adminServiceQueryKey(serviceId), 'files'] as const;

export const getServiceFilesQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceFilesQueryKey(serviceId),
    queryFn: ({ signal }) => getServiceFiles(serviceId, signal),
  });

export function useServiceFiles(serviceId: string) {
  return useQuery(getServiceFilesQueryOptions(serviceId));
}
