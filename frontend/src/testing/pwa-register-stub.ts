import { useState } from 'react';

/** Test stand-in for virtual:pwa-register/react: no service worker, never an update. */
export function useRegisterSW() {
  return {
    needRefresh: useState(false),
    offlineReady: useState(false),
    updateServiceWorker: async () => {},
  };
}
