import { Suspense, useCallback, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useHydrated } from '@/lib/use-hydrated';
import { PageSettling } from './page-settling';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

// The prompt's UI is only fetched when a new release is actually waiting.
const UpdateMessage = retryingLazy(() => import('./update-message').then((m) => ({ default: m.UpdateMessage })));

/**
 * Registers the service worker and offers to reload when a new release is waiting. Registered once the
 * page has settled, not as soon as the app runs: installing it downloads every file of the site (about
 * 190, 0.6 MB compressed), which on a first visit took the phone's connection while the page still
 * waited for its own data and scripts.
 */
export function UpdatePrompt() {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  // Registration touches the browser's navigator: not while prerendering or hydrating.
  if (!useHydrated()) return null;
  return settled ? <ServiceWorkerUpdates /> : <PageSettling onSettled={settle} />;
}

function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Long-lived tabs (an installed app) look for a new release every hour.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateMessage onUpdate={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
