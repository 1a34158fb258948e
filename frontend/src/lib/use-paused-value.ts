import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_PAUSE_MS = 300;

/** The value once it has stayed the same for `pauseMs`: a search box asks the server once typing pauses, not on every key. */
export function usePausedValue<T>(value: T, pauseMs = SEARCH_PAUSE_MS): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return paused;
}
