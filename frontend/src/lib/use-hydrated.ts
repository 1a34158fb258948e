import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page, true afterwards (and always outside hydration).
 * What only the browser knows (the signed-in member) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
