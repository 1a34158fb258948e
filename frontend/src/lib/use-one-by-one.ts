import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a page to draw: none until `ready`, then one more once the one before
 * is on the screen, each in a render and a commit of its own (a transition). Drawn together, the parts'
 * commit, style and layout were one long task on a slowed phone's main thread; one by one, each is
 * short. Once every part has been drawn, any number is drawn at once (a filter cleared, a list grown).
 */
export function useOneByOne(total: number, ready: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (ready && shown < total) startTransition(() => setShown((count) => (count + 1 >= total ? Infinity : count + 1)));
  }, [ready, shown, total]);
  return ready ? Math.min(shown, total) : 0;
}
