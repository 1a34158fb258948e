import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SchoolView } from '@backend/contract/schools';

/** GET /api/schools: every school (public), sorted by name. */
export function getSchools(signal?: AbortSignal): Promise<SchoolView[]> {
  return apiRequest<SchoolView[]>('/schools', { signal });
}

export const getSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['schools'],
    queryFn: ({ signal }) => getSchools(signal),
    staleTime: 10 * 60_000,
  });

export function useSchools({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSchoolsQueryOptions(), enabled });
}
