import { useEffect, useRef } from 'react';

const EXIT_ANIMATION_MS = 400;

/** A modal surface: Fluent's dialogs, alert dialogs and overlay drawers. */
export const MODAL_SURFACE = '[role="dialog"],[role="alertdialog"]';

/**
 * Returns focus to the element that had it when an overlay opened, once the overlay closes (or
 * unmounts) and focus would otherwise be lost: on <body>, detached, or still inside the overlay's
 * own, leaving surface. Our dialogs open from state (no Fluent DialogTrigger), and Fluent's own
 * restore-focus helpers would pull its focus library into the entry bundle.
 *
 * Focus inside another, newer dialog is left alone, so one dialog may hand over to the next; a
 * dialog opened from inside a dialog gives focus back into that dialog.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // The surfaces focus visited while open: focus still in one of them when closing is lost.
  const visited = useRef(new Set<Element>());

  // Read while rendering the change to open: the dialog has not taken focus yet, whatever order
  // the effects run in.
  if (open && !wasOpen.current) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;

  useEffect(() => {
    if (!open) return;
    const surfaces = visited.current;
    const remember = () => {
      const surface = document.activeElement?.closest(MODAL_SURFACE);
      if (surface) surfaces.add(surface);
    };
    remember();
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    return () => {
      const target = opener.current;
      const surfaces = new Set(visited.current);
      opener.current = null;
      visited.current.clear();
      if (target) giveBackFocus(target, surfaces);
    };
  }, [open]);
}

function giveBackFocus(target: HTMLElement, surfaces: ReadonlySet<Element>) {
  // The opener's own document: the late check below may run after the page (or a test's DOM) is gone.
  const page = target.ownerDocument;
  const restore = () => {
    const active = page.activeElement;
    const lost =
      !active ||
      active === page.body ||
      !active.isConnected ||
      [...surfaces].some((surface) => surface.contains(active) && !surface.contains(target));
    if (lost && target.isConnected) target.focus();
  };
  restore();
  // Again once the overlay's exit animation has unmounted it (focus may drop to <body> then).
  window.setTimeout(restore, EXIT_ANIMATION_MS);
}
