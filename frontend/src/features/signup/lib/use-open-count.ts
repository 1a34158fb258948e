import { useState } from 'react';

/**
 * Counts the openings of a dialog: used as a key, each opening starts with a fresh form, while a
 * closing dialog keeps its content for the exit animation. (Unmounting a Fluent dialog while it is
 * open leaves its focus trap's aria-hidden on the page.)
 */
export function useOpenCount(open: boolean): number {
  const [count, setCount] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCount(count + 1);
  }
  return count;
}
