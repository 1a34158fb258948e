import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface School {
  id: string;
  name: string;
  city: string;
}

/** GET /api/schools: every school (public), sorted by name. */
export function getSchools(signal?: AbortSignal): Promise<School[]> {
  return apiRequest<School[]>('/schools', { signal });
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
