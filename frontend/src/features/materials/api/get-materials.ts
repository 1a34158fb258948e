import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroupView } from '@backend/contract/materials';
import { apiRequest } from '@/lib/api-client';
import { networkFirst } from '@/lib/offline-cache';
import { useSessionUser } from '@/lib/session';

export const materialsQueryKey = ['materials'] as const;

/** GET /api/materials: the groups with their tags and materials, sorted by order. */
export function getMaterials(signal?: AbortSignal): Promise<MaterialGroupView[]> {
  return apiRequest<MaterialGroupView[]>('/materials', { signal });
}

/** Network first, with the member's offline copy when the network is down (`savedAt` says how old). */
export const getMaterialsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...materialsQueryKey, userId],
    queryFn: ({ signal }) => networkFirst(userId, 'materials', () => getMaterials(signal)),
    networkMode: 'always',
  });

export function useMaterials() {
  const user = useSessionUser();
  return useQuery(getMaterialsQueryOptions(user?.id ?? ''));
}
