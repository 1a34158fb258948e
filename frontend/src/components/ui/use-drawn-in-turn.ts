import { startTransition, useEffect, useState } from 'react';

/** Parts waiting for their turn, in the order they asked. */
const waiting: Array<() => void> = [];
/** The part told to draw whose drawing has not been committed yet. */
let drawing: (() => void) | null = null;

/**
 * The next part's turn, in a task of its own, so the browser paints and answers taps in between. A
 * turn asked twice is taken once: the later task finds a part drawing and leaves it.
 */
function nextTurn(): void {
  setTimeout(() => {
    if (drawing !== null) return;
    drawing = waiting.shift() ?? null;
    drawing?.();
  });
}

/**
 * Whether a part of a long screen may be drawn: at once when `now`, else when its turn comes, one
 * part per task in the order they asked, each once the one before it has been drawn. Drawn in the
 * task its data arrived in, every category of the services admin at ten times the club (40 of 8 rows,
 * 11,000 elements) held the main thread for 0.7 s; a part at a time, each task stays short
 * (docs/decisions/0101).
 */
export function useDrawnInTurn(now: boolean): boolean {
  const [drawn, setDrawn] = useState(now);
  useEffect(() => {
    if (drawn) return;
    // As a transition, so React draws even one part in slices that yield to the browser.
    const draw = () => startTransition(() => setDrawn(true));
    waiting.push(draw);
    if (drawing === null) nextTurn();
    // Runs once the part is drawn (the effect's condition changed) or gone: either way the turn passes on.
    return () => {
      const at = waiting.indexOf(draw);
      if (at >= 0) waiting.splice(at, 1);
      if (drawing === draw) {
        drawing = null;
        nextTurn();
      }
    };
  }, [drawn]);
  return drawn;
}
