import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useFocusAfterNavigation } from '@/lib/use-focus-after-navigation';
import { OfflineBanner } from './pwa/offline-banner';
import { UpdatePrompt } from './pwa/update-prompt';

/** Wraps every route, inside and outside the public shell. */
export function RootLayout() {
  useFocusAfterNavigation();
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
