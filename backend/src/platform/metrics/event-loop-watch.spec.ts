import { EventLoopWatch, LongStretch, LONG_STRETCH_MS } from './event-loop-watch';

function spin(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('the event-loop watch (issue 40 §1)', () => {
  it('sees a stretch in which the loop ran nothing else, and tells a long one with the routes in flight', async () => {
    const told: LongStretch[] = [];
    const watch = new EventLoopWatch((stretch) => told.push(stretch));
    watch.start();
    const request = {};
    watch.started(request, 'GET /api/admin/users/export');
    watch.started({}, 'GET /api/admin/users/export');
    await new Promise((resolve) => setTimeout(resolve, 30));
    spin(LONG_STRETCH_MS + 50);
    await new Promise((resolve) => setTimeout(resolve, 30));
    watch.ended(request);
    watch.stop();
    expect(watch.longestSinceStart()).toBeGreaterThanOrEqual(LONG_STRETCH_MS);
    expect(watch.longestInLastMinute()).toBe(watch.longestSinceStart());
    // A machine that stalls may add one of its own; the spun one is there.
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told[0].ms).toBeGreaterThan(LONG_STRETCH_MS);
    expect(told[0].routes).toEqual(['GET /api/admin/users/export']);
  });

  it('keeps the longest since the start, and forgets a stretch from the last minute once a minute has passed', () => {
    let now = 0;
    const told: LongStretch[] = [];
    const watch = new EventLoopWatch((stretch) => told.push(stretch), () => now);
    watch.record(120, 1_000);
    watch.record(40, 30_000);
    now = 30_000;
    expect([watch.longestSinceStart(), watch.longestInLastMinute()]).toEqual([120, 120]);
    now = 75_000;
    expect([watch.longestSinceStart(), watch.longestInLastMinute()]).toEqual([120, 40]);
    now = 200_000;
    expect(watch.longestInLastMinute()).toBe(0);
    expect(told).toEqual([]);
    watch.record(LONG_STRETCH_MS + 1, now);
    expect(told).toEqual([{ ms: LONG_STRETCH_MS + 1, routes: [] }]);
  });
});
