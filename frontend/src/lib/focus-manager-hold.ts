import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * Fluent's focus manager (Tabster) counts the components that use it and stops with the last one.
 * The club draws its dialogs while open and removes them when closed, so the first dialog a member
 * opened was its only user: closing it stopped Tabster half-way through restoring the page, and the
 * page stayed `aria-hidden` to screen readers. The first dialog that opens therefore hands the app a
 * component that uses Tabster (`keepFocusManager`), and the app keeps it drawn from then on
 * (`FocusManager`, app/focus-manager.tsx): nothing is started before a dialog opens, and the holder's
 * code is the dialog's own, so it cannot fail to arrive when the dialog has.
 */
let holder: ComponentType | null = null;
const listeners = new Set<() => void>();

export function keepFocusManager(component: ComponentType): void {
  if (holder) return;
  holder = component;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The component that keeps the focus manager, once a dialog has handed one over. */
export function useFocusManagerHolder(): ComponentType | null {
  return useSyncExternalStore(subscribe, () => holder, () => null);
}
