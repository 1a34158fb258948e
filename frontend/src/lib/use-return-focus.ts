import { useEffect, useRef } from 'react';

const EXIT_ANIMATION_MS = 400;

const inOverlay = (element: Element) => element.closest('[role="dialog"]') !== null;

/**
 * Returns focus to the element that opened an overlay once the overlay closes and focus would
 * otherwise fall back to <body>. Our dialogs open from state (no Fluent DialogTrigger), and
 * Fluent's own restore-focus helpers would pull its focus library into the entry bundle.
 */
export function useReturnFocus(open: boolean): void {
  // The last element focused outside any dialog: the opener, even when the dialog grabs focus
  // in an effect that runs before ours.
  const lastOutside = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !inOverlay(event.target)) lastOutside.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    if (open) {
      opener.current ??= lastOutside.current;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const restore = () => {
      const active = document.activeElement;
      const focusIsLost = !active || active === document.body || inOverlay(active);
      if (focusIsLost && target.isConnected) target.focus();
    };
    restore();
    // Again once the overlay's exit animation has unmounted it (focus may drop to <body> then).
    const timer = window.setTimeout(restore, EXIT_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
}
