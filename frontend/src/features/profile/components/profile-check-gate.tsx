import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/api/get-profile';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useSessionUser } from '@/lib/session';

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
 * SPEC §2's mandatory data check (issue 41 §3): while the profile says needsProfileCheck, a club page
 * shows the check in its place, however it was opened (a link, a bookmark, typed in), until the
 * profile is saved. The page is drawn meanwhile: most members have nothing to check, and their
 * pages do not wait for the profile.
 */
export function ProfileCheckGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const checked = user !== null && isCheckedPage(pathname);
  const profile = useProfile({ enabled: checked });
  if (!checked || profile.data?.needsProfileCheck !== true) return children;
  return (
    <Suspense fallback={null}>
      <ProfileCheckPanel />
    </Suspense>
  );
}
