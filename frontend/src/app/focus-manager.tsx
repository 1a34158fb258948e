import { useEffect, useState, type ComponentType } from 'react';
import { useSessionUser } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';

/**
 * Starts Fluent's focus manager (Tabster) for the app's whole life, once the page is up, in a task of
 * its own. Tabster counts the components that use it and stops with the last one: were the first
 * dialog a member opens its only user, closing that dialog would stop it half-way through restoring
 * the page, and the page would stay `aria-hidden` to screen readers. Started with the page, it would
 * cost every page's start (its code and its work); it has nothing to do before the first menu or dialog.
 * Only for members: the club's dialogs are drawn while open and removed when closed; the public
 * pages' dialogs (dialog-host.tsx) stay mounted once opened, and keep Tabster themselves.
 */
export function FocusManager() {
  const member = useSessionUser() !== null;
  const [Hold, setHold] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!member) return;
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
  }, [member]);
  return Hold ? <Hold /> : null;
}
