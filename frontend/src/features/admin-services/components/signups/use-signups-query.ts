import { useEffect, useState } from 'react';
import type { SignupStatus } from '@backend/modules/catalogue/domain/signup-status';
import { usePausedValue } from '@/lib/use-paused-value';
import { SIGNUPS_PAGE_SIZE, useServiceSignups } from '../../api/get-service-signups';

/**
 * What the sign-ups dialog asks the server for (docs/decisions/0093): a page of the service's sign-ups,
 * of one status or all (first the one a link asked for), searched once typing pauses; any change of
 * filter or search starts at page 1.
 */
export function useSignupsQuery(serviceId: string, initialStatus?: SignupStatus) {
  const [status, setStatus] = useState<SignupStatus | undefined>(initialStatus);
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(SIGNUPS_PAGE_SIZE);
  const pausedSearch = usePausedValue(search.trim());
  const result = useServiceSignups(serviceId, { page: pageIndex + 1, pageSize, ...(status && { status }), ...(pausedSearch && { search: pausedSearch }) });
  const lastPage = Math.max(0, Math.ceil((result.data?.total ?? 0) / pageSize) - 1);
  // Rows deleted from the last page, or fewer matches: show the last page there is.
  useEffect(() => {
    if (result.data && pageIndex > lastPage) setPageIndex(lastPage);
  }, [result.data, pageIndex, lastPage]);
  const from = (start: () => void) => () => {
    start();
    setPageIndex(0);
  };
  return {
    result,
    status,
    search,
    pageIndex,
    pageSize,
    setStatus: (next: SignupStatus | undefined) => from(() => setStatus(next))(),
    setSearch: (next: string) => from(() => setSearch(next))(),
    setPageSize: (next: number) => from(() => setPageSize(next))(),
    setPageIndex,
  };
}

export type SignupsQuery = ReturnType<typeof useSignupsQuery>;
