import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { whenIdle } from '@/lib/when-idle';

/** However busy the page stays (a screen that polls), the service worker is registered after this. */
export const SETTLE_AT_THE_LATEST_MS = 10_000;

const loaded = () => document.readyState === 'complete';

/**
 * Calls `onSettled` once the page has what it came for: the window has loaded, no query is fetching,
 * and the browser then has a moment with nothing to do — or, whatever is going on,
 * SETTLE_AT_THE_LATEST_MS after it loaded. Renders nothing.
 */
export function PageSettling({ onSettled }: { onSettled: () => void }) {
  const fetching = useIsFetching();
  const [windowLoaded, setWindowLoaded] = useState(loaded);

  useEffect(() => {
    if (windowLoaded) return;
    const onLoad = () => setWindowLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [windowLoaded]);

  useEffect(() => {
    if (!windowLoaded) return;
    const latest = setTimeout(onSettled, SETTLE_AT_THE_LATEST_MS);
    return () => clearTimeout(latest);
  }, [windowLoaded, onSettled]);

  // A request that starts before the idle moment comes cancels it: the wait starts again when it ends.
  useEffect(() => (windowLoaded && fetching === 0 ? whenIdle(onSettled) : undefined), [windowLoaded, fetching, onSettled]);

  return null;
}
