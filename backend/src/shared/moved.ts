import { invalidIndex } from './platform-errors';

/** Where a dragged item goes (SPEC §4): from `oldIndex` to `newIndex` of the same list. */
export interface Move {
  oldIndex: number;
  newIndex: number;
}

/**
 * The list with the item at `oldIndex` moved to `newIndex`, the others keeping their order. Used by
 * the deciders (an index outside the list is INVALID_INDEX) and by the screens that show a drag at once.
 */
export function moved<T>(items: readonly T[], { oldIndex, newIndex }: Move): T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (!inRange(oldIndex) || !inRange(newIndex)) throw invalidIndex();
  const result = [...items];
  const [item] = result.splice(oldIndex, 1);
  result.splice(newIndex, 0, item);
  return result;
}
