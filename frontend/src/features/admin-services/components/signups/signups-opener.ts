import { useSyncExternalStore } from 'react';

/**
 * Which service's sign-ups dialog is open, held outside the services list's state (issue 40): the list
 * draws every category and service row, some 11,000 elements at ten times the club's size, and opening
 * the dialog from the list's own state drew all of them again in the tap's long task. Only the dialog
 * subscribes, so opening or closing it draws the dialog alone.
 */
export interface SignupsOpener {
  open: (serviceId: string) => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
  current: () => string | null;
}

export function createSignupsOpener(): SignupsOpener {
  let serviceId: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    if (next === serviceId) return;
    serviceId = next;
    for (const listener of listeners) listener();
  };
  return {
    open: (id) => set(id),
    close: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => serviceId,
  };
}

/** The service whose sign-ups are shown, or null while the dialog is closed. */
export function useOpenSignups(opener: SignupsOpener): string | null {
  return useSyncExternalStore(opener.subscribe, opener.current, opener.current);
}
