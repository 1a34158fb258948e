import { useEffect, useState } from 'react';
import { Dialog, useFocusFinders, type DialogProps } from '@fluentui/react-components';
import { keepFocusManager } from '@/lib/focus-manager-hold';
import { AUTOFOCUS, TEXT_FIELD, focusElement } from '@/lib/focus-targets';
import { MODAL_SURFACE, useReturnFocus } from '@/lib/use-return-focus';

/** Re-exported: dialogs mark their preferred first focus with it. */
export { AUTOFOCUS };

/**
 * Fluent's Dialog with the focus rules every dialog of the site keeps (WCAG 2.4.3): when it opens,
 * focus goes to the element marked AUTOFOCUS, else to a form's first field (not the close button
 * before it); when it closes, focus goes back to what opened it.
 */
export function Modal(props: DialogProps) {
  const open = props.open ?? false;
  useReturnFocus(open);
  useInitialFocus(open);
  // Drawn from its first opening on (then kept, so that it can animate out): a closed Fluent Dialog
  // still starts the focus manager (Tabster) as it mounts, which on the profile page, with a dialog
  // in each of its sections, cost the sections' first drawing a long task on a slowed phone.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Open, it has started the focus manager: from now on the app keeps it (lib/focus-manager-hold.ts).
  useEffect(() => {
    if (open) keepFocusManager(HoldFocusManager);
  }, [open]);
  return opened ? <Dialog {...props} /> : null;
}

/** Uses Fluent's focus manager for as long as it is drawn. */
function HoldFocusManager() {
  useFocusFinders();
  return null;
}

/**
 * Fluent focuses the surface's first focusable element (often the close button) in an effect of
 * <Dialog>; this one runs after it, as a parent's effects run after its children's.
 */
function useInitialFocus(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const surface = document.activeElement?.closest(MODAL_SURFACE);
    const preferred = surface?.querySelector<HTMLElement>('[data-autofocus]') ?? surface?.querySelector<HTMLElement>(TEXT_FIELD);
    if (preferred) focusElement(preferred);
  }, [open]);
}
