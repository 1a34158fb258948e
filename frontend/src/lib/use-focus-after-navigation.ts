import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Longer than a dialog's exit, after which the element that opened it may have been replaced. */
const SETTLE_MS = 500;

const lost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

/**
 * After a page change, focus that fell to <body> (the link or dialog that led here is gone) moves
 * to the new page's heading, so a keyboard or screen-reader user continues from the page's top
 * instead of the document's start (WCAG 2.4.3). Focus something kept has is left alone.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page load keeps the browser's own start.
    if (first.current) {
      first.current = false;
      return;
    }
    // A lazy page may not have its heading yet: the main region only as the last resort.
    const moveToHeading = (orMain: boolean) => {
      if (!lost()) return;
      const target = document.querySelector<HTMLElement>('main h1') ?? (orMain ? document.querySelector<HTMLElement>('main') : null);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    const soon = window.setTimeout(() => moveToHeading(false), 0);
    const settled = window.setTimeout(() => moveToHeading(true), SETTLE_MS);
    return () => {
      window.clearTimeout(soon);
      window.clearTimeout(settled);
    };
  }, [pathname]);
}
