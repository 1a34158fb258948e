import { useEffect, useState, type ComponentType } from 'react';
import { useSessionUser } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';

/** What comes before any menu or dialog can open: a press of a finger, a mouse button or a key. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Keeps Fluent's focus manager (Tabster) for the app's whole life from the member's first touch or key
 * press on. Tabster counts the components that use it and stops with the last one: were the first
 * dialog a member opens its only user, closing that dialog would stop it half-way through restoring
 * the page, and the page would stay `aria-hidden` to screen readers. Started with the page, it cost
 * every club page a long task on a slowed phone, for nothing until the first menu or dialog: so its
 * code is fetched once the page is idle, and it is started by the first press (in the press's own
 * event, before the click that opens anything). Only for members: the club's dialogs are drawn while
 * open and removed when closed; the public pages' dialogs (dialog-host.tsx) stay mounted once opened,
 * and keep Tabster themselves.
 */
export function FocusManager() {
  const member = useSessionUser() !== null;
  const [Hold, setHold] = useState<ComponentType | null>(null);
  const [pressed, setPressed] = useState(false);
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
    const press = () => {
      setPressed(true);
      stopListening();
    };
    const stopListening = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, press, true));
    FIRST_INPUT.forEach((type) => window.addEventListener(type, press, { capture: true, passive: true }));
    return () => {
      live = false;
      cancel();
      stopListening();
    };
  }, [member]);
  return Hold && pressed ? <Hold /> : null;
}
