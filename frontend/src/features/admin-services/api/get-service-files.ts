import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';

export interface ServiceFile {
  id: string;
  filename: string;
  /** Bytes. */
  size: number;
  image: boolean;
}

export function getServiceFiles(serviceId: string, signal?: AbortSignal): Promise<ServiceFile[]> {
  return apiRequest<ServiceFile[]>(`/admin/services/${encodeURIComponent(serviceId)}/files`, { signal });
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
