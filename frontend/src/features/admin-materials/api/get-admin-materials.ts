import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MaterialGroupView } from '@backend/contract/materials';

export function getAdminMaterials(signal?: AbortSignal): Promise<MaterialGroupView[]> {
  return apiRequest<MaterialGroupView[]>('/admin/materials', { signal });
}

/** The screen's list; every change answers or invalidates it. */
export const adminMaterialsQueryKey = ['admin', 'materials'] as const;

export const getAdminMaterialsQueryOptions = () =>
  queryOptions({
    queryKey: adminMaterialsQueryKey,
    queryFn: ({ signal }) => getAdminMaterials(signal),
  });

export function useAdminMaterials() {
  return useQuery(getAdminMaterialsQueryOptions());
}
