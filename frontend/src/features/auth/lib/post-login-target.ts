import { paths, type ServicesLocationState } from '@/config/paths';
import type { LoginIntent } from '@/lib/dialogs';

export interface NavigationTarget {
  to: string;
  state?: ServicesLocationState;
}

/** Where a successful sign-in (or opening the login dialog while signed in) leads. */
export function postLoginTarget(intent?: LoginIntent): NavigationTarget {
  if (intent?.autoOpen) return { to: paths.club.services, state: { autoOpen: intent.autoOpen } };
  // Only club routes are honoured, so a crafted state cannot send the user elsewhere.
  if (intent?.returnTo && /^\/klub(\/|$|\?)/.test(intent.returnTo)) return { to: intent.returnTo };
  return { to: paths.club.home };
}
