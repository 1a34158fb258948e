import { useEffect, useState } from 'react';
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

/** A page at rest for this long is followed even if nobody touched it. */
const FOLLOW_IDLE_PAGE_AFTER_MS = 20_000;

/**
 * True once the page has been used (a pointer, a key) or has stayed open a while. The stream is not
 * opened while a page is still loading: a request that never ends would keep the page from ever being
 * "network idle", which crawlers, Lighthouse and test drivers wait for.
 */
function usePageEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const event of events) window.addEventListener(event, engage, { once: true, passive: true });
    const timer = window.setTimeout(engage, FOLLOW_IDLE_PAGE_AFTER_MS);
    return () => {
      for (const event of events) window.removeEventListener(event, engage);
      window.clearTimeout(timer);
    };
  }, [engaged]);
  return engaged;
}

/**
 * While someone is signed in, their tab follows the live notices (issue 13 §7): seats left on the
 * cards, the admin's sign-up rows and the dashboard counts change without polling.
 */
export function LiveUpdates() {
  const token = useAtomValue(tokenAtom);
  const engaged = usePageEngaged();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || !engaged) return;
    const stop = new AbortController();
    void followLiveNotices(token, (notice) => refreshFor(queryClient, notice), stop.signal);
    return () => stop.abort();
  }, [token, engaged, queryClient]);
  return null;
}
