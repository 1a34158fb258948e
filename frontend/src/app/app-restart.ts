import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { retryFailedPieces } from '@/lib/retrying-lazy';

/**
 * Starts the app's router afresh at the same address, without reloading the page: every route module
 * that failed to arrive is imported again (React Router keeps a failed one for the router's life), as is
 * every lazily loaded piece whose chunk failed (a dialog, the club menu: retryFailedPieces), and
 * the page renders anew, while the session and the data already loaded stay. Outside the app (a
 * test's own router) it falls back to loading the page again.
 */
export const AppRestartContext = createContext<() => void>(() => window.location.reload());

export const useAppRestart = () => useContext(AppRestartContext);

/**
 * A router that can be started afresh (`restart`, for AppRestartContext): the old one is disposed,
 * and `generation`, as the provider's key, makes it start from the new router's state.
 */
export function useRestartableRouter<R extends { dispose(): void }>(create: () => R) {
  const [started, setStarted] = useState(() => ({ router: create(), generation: 0 }));
  const running = useRef(started.router);
  const restart = useCallback(() => {
    running.current.dispose();
    retryFailedPieces();
    const router = create();
    running.current = router;
    setStarted(({ generation }) => ({ router, generation: generation + 1 }));
  }, [create]);
  return { ...started, restart };
}
