import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useHydrated } from '@/lib/use-hydrated';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

// The prompt's UI is only fetched when a new release is actually waiting.
const UpdateMessage = retryingLazy(() => import('./update-message').then((m) => ({ default: m.UpdateMessage })));

/** Registers the service worker and offers to reload when a new release is waiting. */
export function UpdatePrompt() {
  // Registration touches the browser's navigator: not while prerendering or hydrating.
  return useHydrated() ? <ServiceWorkerUpdates /> : null;
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
