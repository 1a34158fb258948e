import { forEachSliced, mapSliced, sliceClock, sliced } from './sliced';

/** Busy work of about `ms` milliseconds, as a costly row would be. */
function spin(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('work in slices that yield (issue 40 §1)', () => {
  it('lets a timer run in the middle of a long loop', async () => {
    let timerRanAt = -1;
    let done = 0;
    setTimeout(() => (timerRanAt = done), 0);
    await forEachSliced(Array.from({ length: 40 }, (_, i) => i), () => {
      spin(2);
      done += 1;
    }, 5);
    expect(done).toBe(40);
    expect(timerRanAt).toBeGreaterThan(0);
    expect(timerRanAt).toBeLessThan(40);
  });

  it('keeps every slice near its budget', async () => {
    // Counted in items between the loop's turns, not in milliseconds: a loaded machine stretches time, not the count.
    const doneAtTurns: number[] = [];
    let done = 0;
    const watch = setInterval(() => doneAtTurns.push(done), 1);
    await forEachSliced(Array.from({ length: 60 }, (_, i) => i), () => {
      spin(1);
      done += 1;
    }, 10);
    clearInterval(watch);
    expect(doneAtTurns.length).toBeGreaterThan(2);
    const slices = doneAtTurns.map((at, i) => at - (i > 0 ? doneAtTurns[i - 1] : 0));
    expect(Math.max(...slices, 60 - doneAtTurns[doneAtTurns.length - 1])).toBeLessThanOrEqual(20);
  });

  it('gives the items in order, from a list, a generator or an async iterable, and awaits each', async () => {
    async function* numbers() {
      for (let i = 0; i < 5; i++) yield i;
    }
    const seen: number[] = [];
    await forEachSliced(numbers(), async (n, index) => {
      await Promise.resolve();
      seen.push(n * 10 + index);
    });
    expect(seen).toEqual([0, 11, 22, 33, 44]);
    expect(await mapSliced(new Set(['a', 'b']), (s, i) => `${s}${i}`)).toEqual(['a0', 'b1']);
    const out: string[] = [];
    for await (const s of sliced(['x', 'y'])) out.push(s);
    expect(out).toEqual(['x', 'y']);
  });

  it('does not yield while the budget lasts', () => {
    expect(sliceClock(1000).pause()).toBeUndefined();
  });

  it('stops at the first error', async () => {
    const seen: number[] = [];
    await expect(forEachSliced([1, 2, 3], (n) => {
      if (n === 2) throw new Error('bad row');
      seen.push(n);
    })).rejects.toThrow('bad row');
    expect(seen).toEqual([1]);
  });
});
