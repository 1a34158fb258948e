/** A drag result as the reorder calls take it (SPEC §7). */
export interface Move {
  oldIndex: number;
  newIndex: number;
}

/** The list with the item at oldIndex moved to newIndex (the others keep their order). */
export function moveItem<T>(items: readonly T[], { oldIndex, newIndex }: Move): T[] {
  const result = [...items];
  const [moved] = result.splice(oldIndex, 1);
  if (moved !== undefined) result.splice(newIndex, 0, moved);
  return result;
}
