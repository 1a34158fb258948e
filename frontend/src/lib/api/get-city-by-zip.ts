import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { ZipCity } from '@backend/contract/schools';

/** GET /api/util/zip?q=NNNN → the city of a postcode, or null when the postcode is unknown (404). */
export async function getCityByZip(zip: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const { name } = await apiRequest<ZipCity>(`/util/zip?q=${encodeURIComponent(zip)}`, { signal });
    return name;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const getCityByZipQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: ['util', 'zip', zip],
    queryFn: ({ signal }) => getCityByZip(zip, signal),
    // Postcodes do not move.
    staleTime: Infinity,
  });
