import { useState } from 'react';

/** The rows ticked for a bulk action (issue 41 §7), by id. */
export interface RowSelection {
  /** The ticked ids still among the rows shown, in their order: what a bulk action is for. */
  selected: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Ticks or unticks all of these (a page's header box). */
  setAll: (ids: string[], on: boolean) => void;
  clear: () => void;
}

function withTicks(now: ReadonlySet<string>, ids: string[], on: boolean): ReadonlySet<string> {
  const next = new Set(now);
  for (const id of ids) if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Ticks kept by id across reloads of the rows; only those still shown are `selected`, so a filter, a
 * search or a page turn never sends a row staff can no longer see.
 */
export function useRowSelection(shownIds: string[]): RowSelection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  return {
    selected: shownIds.filter((id) => ticked.has(id)),
    has: (id) => ticked.has(id),
    toggle: (id) => setTicked((now) => withTicks(now, [id], !now.has(id))),
    setAll: (ids, on) => setTicked((now) => withTicks(now, ids, on)),
    clear: () => setTicked(new Set()),
  };
}

/** The header box's state for these rows: ticked, unticked, or mixed while some are. */
export function pageTickState(selection: RowSelection, ids: string[]): boolean | 'mixed' {
  const ticked = ids.filter((id) => selection.has(id)).length;
  return ticked === 0 ? false : ticked === ids.length ? true : 'mixed';
}
