import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getProfileQueryOptions, profileQueryKey } from '@/lib/api/profile-query';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useSessionUser } from '@/lib/session';
import type { ProfileView } from '@backend/contract/profile';

// Fetched only for a member who has to check their data: the shell every page loads stays as it was.
const ProfileCheckPanel = retryingLazy(() => import('./profile-check-panel').then((module) => ({ default: module.ProfileCheckPanel })));

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/**
 * The club's pages the data check stands in front of: every /klub page but the profile it leads to,
 * and not staff's pages (staff are never asked, and their work must not wait on it; docs/decisions/0108).
 */
export const isCheckedPage = (pathname: string) =>
  within(pathname, paths.club.home) && !within(pathname, paths.club.profile) && !within(pathname, paths.admin.home);

/**
 * Whether the profile says needsProfileCheck, read from the query cache the profile page and its save
 * share (GET /api/profile once when the member reaches a club page). Not `useQuery`: its observer would
 * add 3 kB to the shell every page loads, for a flag most members never have.
 */
function useNeedsProfileCheck(enabled: boolean): boolean {
  const client = useQueryClient();
  const read = () => client.getQueryData<ProfileView>(profileQueryKey)?.needsProfileCheck === true;
  const [needs, setNeeds] = useState(read);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setNeeds(client.getQueryData<ProfileView>(profileQueryKey)?.needsProfileCheck === true);
    // What the cache says now, not what it said when last followed: signing out clears it.
    update();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === profileQueryKey[0]) update();
    });
    // A failed read leaves the pages as they are: the check shows once the profile can be read.
    client.prefetchQuery(getProfileQueryOptions()).then(update, () => undefined);
    return unsubscribe;
  }, [client, enabled]);
  return enabled && needs;
}

/**
 * SPEC §2's mandatory data check (issue 41 §3): while the profile says needsProfileCheck, a club page
 * shows the check in its place, however it was opened (a link, a bookmark, typed in), until the
 * profile is saved. The page is drawn meanwhile: most members have nothing to check, and their
 * pages do not wait for the profile.
 */
export function ProfileCheckGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const needsCheck = useNeedsProfileCheck(user !== null && isCheckedPage(pathname));
  if (!needsCheck) return children;
  return (
    <Suspense fallback={null}>
      <ProfileCheckPanel />
    </Suspense>
  );
}
