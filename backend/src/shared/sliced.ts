/**
 * Work in slices that yield (issue 40 §1): a long loop on the event loop stops every other request,
 * `/api/health` included. These helpers run the loop as before but give the loop back with
 * `setImmediate` (I/O and timers run before the next slice) whenever a time budget is spent. The
 * budget is wall time, not a count of items, so a slice stays short whatever each item costs.
 */
export const SLICE_BUDGET_MS = 10;

/** One turn of the event loop: pending I/O, timers and other requests run before this resolves. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A clock for one piece of work: `await clock.pause()` between items yields only when the budget
 * since the last yield is spent, so a cheap item costs one `performance.now()`, not a turn of the loop.
 */
export function sliceClock(budgetMs = SLICE_BUDGET_MS): { pause(): Promise<void> | undefined } {
  let sliceStart = performance.now();
  return {
    pause() {
      if (performance.now() - sliceStart < budgetMs) return undefined;
      return yieldToLoop().then(() => {
        sliceStart = performance.now();
      });
    },
  };
}

/** The items of a list or an (async) iterable, yielding to the loop between slices of `budgetMs`. */
export async function* sliced<T>(items: Iterable<T> | AsyncIterable<T>, budgetMs = SLICE_BUDGET_MS): AsyncGenerator<T> {
  const clock = sliceClock(budgetMs);
  for await (const item of items) {
    yield item;
    await clock.pause();
  }
}

/** `fn` on each item in order (awaited when it answers a promise), yielding between slices. */
export async function forEachSliced<T>(
  items: Iterable<T> | AsyncIterable<T>,
  fn: (item: T, index: number) => void | Promise<void>,
  budgetMs = SLICE_BUDGET_MS,
): Promise<void> {
  let index = 0;
  for await (const item of sliced(items, budgetMs)) await fn(item, index++);
}

/** `items.map(fn)` in slices that yield. */
export async function mapSliced<T, R>(items: Iterable<T> | AsyncIterable<T>, fn: (item: T, index: number) => R, budgetMs = SLICE_BUDGET_MS): Promise<R[]> {
  const result: R[] = [];
  await forEachSliced(items, (item, index) => {
    result.push(fn(item, index));
  }, budgetMs);
  return result;
}
