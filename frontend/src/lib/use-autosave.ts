import { useCallback, useEffect, useRef } from 'react';

/** SPEC §9: a category name saves 3000 ms after the last edit. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * Calls `save` once `delay` ms have passed since the last `schedule()`, or at once on `flush()`
 * (blur). A pending save is also flushed when the component unmounts, so nothing typed is lost.
 */
export function useAutosave(save: () => void, delay = AUTOSAVE_DELAY_MS) {
  const timer = useRef<number | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const flush = useCallback(() => {
    cancel();
    saveRef.current();
  }, [cancel]);

  const schedule = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => {
      timer.current = null;
      saveRef.current();
    }, delay);
  }, [cancel, delay]);

  useEffect(
    () => () => {
      if (timer.current !== null) flush();
    },
    [flush],
  );

  return { schedule, flush };
}
