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
      {/* Every full page load starts with the key "default": keyed by it, a new page opened in the same
          tab came up scrolled to where the previous one was left. Such loads are keyed by their path. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}
