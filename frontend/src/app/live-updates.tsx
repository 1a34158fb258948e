import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { followLiveNotices } from '@/lib/live-stream';
import { adminCompaniesQueryKey, adminServiceQueryKey, adminStatsQueryKey, adminUsersQueryKey, serviceGroupsQueryKey, servicesQueryKey, subPagesQueryKey } from '@/lib/query-keys';
import { tokenAtom } from '@/lib/session';
import type { LiveNotice } from '@backend/contract/live';

/** What each notice makes the open screens read again; only queries someone is looking at refetch. */
export function refreshFor(queryClient: QueryClient, notice: LiveNotice): void {
  const again = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (notice.topic) {
    case 'service':
    case 'signup':
      again(servicesQueryKey);
      again(subPagesQueryKey);
      again(adminServiceQueryKey(notice.serviceId));
      again(serviceGroupsQueryKey);
      again(adminStatsQueryKey);
      return;
    case 'members':
      again(adminUsersQueryKey);
      again(adminStatsQueryKey);
      return;
    case 'companies':
      again(adminCompaniesQueryKey);
      again(adminStatsQueryKey);
  }
}

/**
 * While someone is signed in, their tab follows the live notices (issue 13 §7): seats left on the
 * cards, the admin's sign-up rows and the dashboard counts change without polling.
 */
export function LiveUpdates() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const stop = new AbortController();
    void followLiveNotices(token, (notice) => refreshFor(queryClient, notice), stop.signal);
    return () => stop.abort();
  }, [token, queryClient]);
  return null;
}
