import { useEffect, useState } from 'react';
import { Dialog, type DialogProps } from '@fluentui/react-components';
import { AUTOFOCUS, TEXT_FIELD, focusElement } from '@/lib/focus-targets';
import { whenAppReadable } from '@/lib/use-close-then';
import { MODAL_SURFACE, useReturnFocus } from '@/lib/use-return-focus';

/** Re-exported: dialogs mark their preferred first focus with it. */
export { AUTOFOCUS };

/** Longer than Fluent's exit motion (about 250 ms): a dialog whose motion never reports still goes. */
const EXIT_FALLBACK_MS = 1000;

/**
 * Fluent's Dialog with the focus rules every dialog of the site keeps (WCAG 2.4.3): when it opens,
 * focus goes to the element marked AUTOFOCUS, else to a form's first field (not the close button
 * before it); when it closes, focus goes back to what opened it.
 *
 * The Dialog is mounted only while open and while its exit motion plays: a closed Fluent dialog
 * still sets up its focus trap, which leaves Tabster's focusable aria-hidden placeholders in the
 * page (an accessibility failure) and hides a dialog opened after it from assistive technology.
 */
export function Modal(props: DialogProps) {
  const open = props.open ?? false;
  useReturnFocus(open);
  useInitialFocus(open);
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // On a close, the dialog stays for its exit motion (state adjusted while rendering, as React advises).
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }
  // Gone only once the page behind it is readable again: Tabster lifts its aria-hidden a moment after
  // the dialog closed, and the last dialog unmounted before that (on a public page, its only user)
  // took Tabster away with the page still hidden, for good.
  const leave = () => whenAppReadable(() => setLeaving(false));
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(leave, EXIT_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);
  if (!open && !leaving) return null;
  const motion = props.surfaceMotion;
  const surfaceMotion: DialogProps['surfaceMotion'] =
    motion === null
      ? null
      : {
          ...motion,
          onMotionFinish: (event, data) => {
            motion?.onMotionFinish?.(event, data);
            if (data.direction === 'exit') leave();
          },
        };
  return <Dialog {...props} surfaceMotion={surfaceMotion} />;
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
