import { Suspense } from 'react';
import { useProfile } from '@/lib/api/get-profile';
import { retryingLazy } from '@/lib/retrying-lazy';

// The dialog's code (Fluent's dialog, its motion and portal: 27 kB of gzip) is fetched only for a member
// who has to check their data: bundled with /klub, it was a tenth of that page's first load for everyone.
const ProfileCheckAlert = retryingLazy(() => import('./profile-check-alert').then((module) => ({ default: module.ProfileCheckAlert })));

/**
 * SPEC §2: the mandatory data check on /klub, shown while the profile says needsProfileCheck. Drawn
 * only then: a closed Fluent dialog still puts Tabster's focusable placeholders into the page.
 */
export function ProfileCheckDialog() {
  const profile = useProfile();
  if (profile.data?.needsProfileCheck !== true) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCheckAlert />
    </Suspense>
  );
}
