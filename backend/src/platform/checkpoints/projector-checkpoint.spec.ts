import { MemoryReadStore } from '../read-store/memory.read-store';
import { PROJECTION_CHECKPOINTS, ProjectorCheckpoints } from './projector-checkpoint';

describe('ProjectorCheckpoints', () => {
  it('keeps one document with the position all projections reached and each one’s own', async () => {
    const readStore = new MemoryReadStore();
    const checkpoints = new ProjectorCheckpoints(readStore);
    expect(await checkpoints.load(['users'])).toBeNull();
    expect(await checkpoints.position()).toBe(0);
    await checkpoints.save({ position: 40, projections: { users: 40, signups: 42 } });
    expect(await readStore.stored(PROJECTION_CHECKPOINTS).find({})).toEqual([
      { _id: 'projector', position: 40, projections: { users: 40, signups: 42 } },
    ]);
    expect(await checkpoints.load(['users', 'signups'])).toEqual({ position: 40, projections: { users: 40, signups: 42 } });
    expect(await checkpoints.position()).toBe(40);
  });

  it('reads the per-projection documents an earlier release wrote, so an upgrade replays nothing', async () => {
    const readStore = new MemoryReadStore();
    await readStore.stored(PROJECTION_CHECKPOINTS).upsert({ _id: 'users', position: 30 });
    await readStore.stored(PROJECTION_CHECKPOINTS).upsert({ _id: 'signups', position: 31 });
    await readStore.stored(PROJECTION_CHECKPOINTS).upsert({ _id: 'reactor:mail', position: 99 });
    const loaded = await new ProjectorCheckpoints(readStore).load(['users', 'signups', 'audit']);
    // A projection that is new in this release starts at 0, and so does the projector.
    expect(loaded).toEqual({ position: 0, projections: { users: 30, signups: 31 } });
  });
});
