import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Starts Fluent's focus manager (Tabster) for the app's whole life, once the page is up, in a task of
 * its own. Tabster counts the components that use it and stops with the last one: were the first
 * dialog a member opens its only user, closing that dialog would stop it half-way through restoring
 * the page, and the page would stay `aria-hidden` to screen readers. Started with the page, it would
 * cost every page's start (its code and its work); it has nothing to do before the first menu or dialog.
 */
export function FocusManager() {
  const [Hold, setHold] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      // Should its code not arrive (a new release, offline without it), the first dialog starts it,
      // as before: nothing to show.
      import('./hold-focus-manager')
        .then((module) => live && setHold(() => module.HoldFocusManager))
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Hold ? <Hold /> : null;
}
