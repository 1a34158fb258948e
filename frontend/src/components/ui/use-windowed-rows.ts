import { startTransition, useLayoutEffect, useReducer, useRef } from 'react';

/** Up to this many rows a table draws them all; a longer one (a page of 500 or 2,000) draws a window. */
export const WHOLE_UP_TO = 100;

/** Rows drawn above and below the visible ones, so a quick scroll does not show blank space. */
const OVERSCAN = 10;

/** A scroll redraws once the rows in view come this close to the window's edge, not on every row. */
const EDGE = 3;

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

/** The window drawn, with the row count and row height it was worked out for. */
interface Drawn {
  start: number;
  end: number;
  count: number;
  rowHeight: number;
}

const rowsInView = (rowHeight: number) => Math.ceil(window.innerHeight / rowHeight);

/**
 * The window for a new row count before anything is measured: rows that arrive in an empty table are
 * drawn from its top as far as the viewport reaches; a table whose count changed keeps its place.
 */
function windowFor(count: number, previous: Drawn): Drawn {
  const size = rowsInView(previous.rowHeight) + 2 * OVERSCAN;
  const start = previous.count === 0 ? 0 : Math.max(0, Math.min(previous.start, count - size));
  return { start, end: Math.min(count, start + size), count, rowHeight: previous.rowHeight };
}

/**
 * Windowed (virtualised) rows of a table the page (or a dialog) scrolls: only the rows in the viewport plus an
 * overscan are in the DOM, so a page of 2,000 members stays under 100 ms of work (issue 40 §3). The row
 * height is measured from a drawn row (`data-windowed-row`); a short table is drawn whole.
 *
 * The window for a new count is worked out in the render, so the rows are drawn at once; what is measured
 * after that redraws at once only when the rows in view are not drawn (a scroll, a shorter list), and as a
 * transition, rendered in slices, when only the spacers' row height was off: the second drawing of every
 * visible row is then not a long task right after the first.
 */
export function useWindowedRows(count: number): RowWindow {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const drawn = useRef<Drawn>({ start: 0, end: 0, count: 0, rowHeight: ESTIMATED_ROW });
  const [, redraw] = useReducer((turn: number) => turn + 1, 0);
  const windowed = count > WHOLE_UP_TO;
  // The same count and window give the same answer, so a render React throws away leaves nothing wrong.
  if (drawn.current.count !== count) drawn.current = windowFor(count, drawn.current);

  useLayoutEffect(() => {
    if (!windowed) return;
    const update = () => {
      const body = bodyRef.current;
      if (!body) return;
      const shown = drawn.current;
      const height = body.querySelector('[data-windowed-row]')?.getBoundingClientRect().height || shown.rowHeight;
      const first = Math.min(count - 1, Math.floor(Math.max(0, -body.getBoundingClientRect().top) / height));
      const last = Math.min(count, first + rowsInView(height));
      const inView = shown.start <= Math.max(0, first - EDGE) && shown.end >= Math.min(count, last + EDGE);
      const sameHeight = Math.abs(shown.rowHeight - height) < 1;
      if (inView && sameHeight) return;
      drawn.current = { start: Math.max(0, first - OVERSCAN), end: Math.min(count, last + OVERSCAN), count, rowHeight: height };
      if (inView) startTransition(redraw);
      else redraw();
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
  const { start, end, rowHeight } = drawn.current;
  return { bodyRef, start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
