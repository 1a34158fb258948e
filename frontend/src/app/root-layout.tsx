import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineBanner } from './pwa/offline-banner';
import { UpdatePrompt } from './pwa/update-prompt';

/** Wraps every route, inside and outside the public shell. */
export function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
