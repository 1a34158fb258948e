import { useCallback, useEffect, useRef, useState } from 'react';

/** Fluent's dialog exit lasts about 250 ms; without animations (tests) the action still runs. */
const EXIT_FALLBACK_MS = 500;
const READABLE_POLL_MS = 50;
const READABLE_WAIT_MS = 1000;

/**
 * Runs `action` once the app is no longer hidden from assistive technology. While a modal dialog
 * is open, Fluent's focus manager (Tabster) marks the rest of the app aria-hidden and lifts that a
 * moment after the dialog has gone; a page change in that moment leaves the app hidden for good.
 */
function whenAppReadable(action: () => void) {
  const started = Date.now();
  // Held, not looked up again: a late poll may run after the page (or a test's DOM) has gone.
  const page = document;
  const check = () => {
    const hidden = page.querySelector('#root[aria-hidden="true"]') !== null;
    if (!hidden || Date.now() - started > READABLE_WAIT_MS) action();
    else window.setTimeout(check, READABLE_POLL_MS);
  };
  check();
}

/**
 * Closes a Fluent dialog and runs an action (usually a navigation) once it has gone and the page
 * behind it is readable again; see whenAppReadable. Pass `surfaceMotion` to the <Dialog>; `closing`
 * is true from the close on.
 */
export function useCloseThen() {
  const [closing, setClosing] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const finish = useCallback(() => {
    window.clearTimeout(timer.current);
    const action = pending.current;
    pending.current = null;
    if (action) whenAppReadable(action);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const closeThen = useCallback(
    (action: () => void) => {
      pending.current = action;
      setClosing(true);
      timer.current = window.setTimeout(finish, EXIT_FALLBACK_MS);
    },
    [finish],
  );

  const surfaceMotion = {
    onMotionFinish: (_event: null, data: { direction: string }) => {
      if (data.direction === 'exit') finish();
    },
  };

  return { closing, closeThen, surfaceMotion };
}
