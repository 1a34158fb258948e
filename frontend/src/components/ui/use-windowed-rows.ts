import { useLayoutEffect, useRef, useState } from 'react';

/** Up to this many rows a table draws them all; a longer one (a page of 500 or 2,000) draws a window. */
export const WHOLE_UP_TO = 100;

/** Rows drawn above and below the visible ones, so a quick scroll does not show blank space. */
const OVERSCAN = 10;

/** A row's height until one is measured (the small admin table row). */
const ESTIMATED_ROW = 44;

export interface RowWindow {
  /** On the table body: its place on the page says which rows are visible. */
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
  /** The rows to draw: `start` included, `end` not. */
  start: number;
  end: number;
  /** Heights of the spacers standing in for the rows above and below the window. */
  before: number;
  after: number;
}

/**
 * Windowed (virtualised) rows of a table the page (or a dialog) scrolls: only the rows in the viewport plus an
 * overscan are in the DOM, so a page of 2,000 members stays under 100 ms of work (issue 40 §3). The row
 * height is measured from a drawn row (`data-windowed-row`); a short table is drawn whole.
 */
export function useWindowedRows(count: number): RowWindow {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const rowHeight = useRef(ESTIMATED_ROW);
  const windowed = count > WHOLE_UP_TO;
  const [range, setRange] = useState({ start: 0, end: Math.min(count, 2 * OVERSCAN) });

  useLayoutEffect(() => {
    if (!windowed) return;
    const update = () => {
      const body = bodyRef.current;
      if (!body) return;
      const drawn = body.querySelector('[data-windowed-row]')?.getBoundingClientRect().height;
      if (drawn) rowHeight.current = drawn;
      const height = rowHeight.current;
      const first = Math.floor(Math.max(0, -body.getBoundingClientRect().top) / height);
      const start = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
      const end = Math.min(count, first + Math.ceil(window.innerHeight / height) + OVERSCAN);
      setRange((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    update();
    // Captured: a table inside a dialog scrolls with the dialog's surface, whose scroll does not bubble.
    window.addEventListener('scroll', update, { passive: true, capture: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [count, windowed]);

  if (!windowed) return { bodyRef, start: 0, end: count, before: 0, after: 0 };
  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end);
  return { bodyRef, start, end, before: start * rowHeight.current, after: (count - end) * rowHeight.current };
}
