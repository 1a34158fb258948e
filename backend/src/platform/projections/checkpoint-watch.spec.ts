import { CheckpointWatch } from './checkpoint-watch';

describe('waiting for the projector from an api replica', () => {
  it('polls the checkpoint with one read at a time however many requests wait', async () => {
    let position = 0;
    let reads = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    const watch = new CheckpointWatch(async () => {
      reads++;
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { position, projections: {} };
    }, 10);
    const waits = Array.from({ length: 500 }, (_, i) => watch.waitFor(1 + (i % 5), 2000));
    expect(watch.waiting).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 60));
    position = 5;
    expect(await Promise.all(waits)).toEqual(Array(500).fill(true));
    expect(mostInFlight).toBe(1);
    expect(reads).toBeLessThan(20);
    expect(watch.waiting).toBe(0);
  });

  it('answers false after the timeout, and keeps answering when the store is briefly away', async () => {
    let fail = true;
    const watch = new CheckpointWatch(async () => {
      if (fail) throw new Error('connection refused');
      return { position: 3, projections: {} };
    }, 5);
    await expect(watch.waitFor(10, 30)).resolves.toBe(false);
    const reached = watch.waitFor(3, 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    fail = false;
    await expect(reached).resolves.toBe(true);
  });
});
