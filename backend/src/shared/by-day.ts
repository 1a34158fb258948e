/**
 * A value that changes now and then, kept by the Budapest day it changed (issue 40: "as of a day" reads
 * these lists instead of replaying the log). The list is oldest first, one entry per day at most: the
 * value the day ended with.
 */
export interface Dated {
  /** `YYYY-MM-DD`. */
  day: string;
}

/** The list with `entry` as its day's value: appended, or replacing an earlier value of the same day. */
export function recordOnDay<T extends Dated>(list: readonly T[], entry: T): T[] {
  const earlier = list.length > 0 && list[list.length - 1].day === entry.day ? list.slice(0, -1) : list;
  return [...earlier, entry];
}

/** The value at the end of `day`; null when the list begins after it. */
export function onDay<T extends Dated>(list: readonly T[], day: string): T | null {
  let found: T | null = null;
  for (const entry of list) {
    if (entry.day > day) break;
    found = entry;
  }
  return found;
}
