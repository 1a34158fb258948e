import { ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { ReadStoreCheckpointStore } from '../checkpoints/read-store.checkpoint-store';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { SoleWorkerLease, WorkerLease } from '../lease/worker-lease.port';
import { MemoryReadStore } from '../read-store/memory.read-store';
import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { PARKED_EVENTS } from './projector';
import { rebuildReadModels, WorkerRunningError } from './rebuild-read-models';
import { visit, visits } from './testing/visits.projection';


async function storesWithHistory() {
  const eventStore = new SqliteEventStore(openSqliteDatabase(':memory:'));
  const readStore = new MemoryReadStore();
  await eventStore.append('page-a', [visit('a'), visit('a'), visit('b')], 'no_stream');
  // What a worker left behind: a wrong read model, a parked event, its checkpoints.
  await readStore.stored('visits').upsert({ _id: 'a', count: 99 });
  await readStore.collection(PARKED_EVENTS).upsert({ _id: 'visits@2', projection: 'visits', position: 2, streamId: 'page-a', type: 'PageVisited', error: 'x', parkedAt: '2026-11-21T10:00:00.000Z' });
  await new ProjectorCheckpoints(readStore).save({ position: 3, projections: { visits: 3 } });
  await new ReadStoreCheckpointStore(readStore).save('reactor:mail', 3);
  return { eventStore, readStore };
}

describe('rebuilding the read models', () => {
  it('replays the whole log into emptied read models and leaves the reactors where they were', async () => {
    const { eventStore, readStore } = await storesWithHistory();
    const lease = new SoleWorkerLease();
    expect(await rebuildReadModels({ eventStore, readStore, workerLease: lease }, [visits])).toEqual({ position: 3 });
    expect(await readStore.stored('visits').find({ sort: { _id: 1 } })).toEqual([
      expect.objectContaining({ _id: 'a', count: 2 }),
      expect.objectContaining({ _id: 'b', count: 1 }),
    ]);
    expect(await readStore.collection(PARKED_EVENTS).count()).toBe(0);
    expect(await new ProjectorCheckpoints(readStore).position()).toBe(3);
    // The reactors go on from their own checkpoint: no mail lost for events appended meanwhile.
    expect(await new ReadStoreCheckpointStore(readStore).load('reactor:mail')).toBe(3);
    expect(lease.held).toBe(false);
  });

  it('refuses while a worker holds the lease, and touches nothing', async () => {
    const { eventStore, readStore } = await storesWithHistory();
    const taken = { tryAcquire: async () => false } as unknown as WorkerLease;
    await expect(rebuildReadModels({ eventStore, readStore, workerLease: taken }, [visits])).rejects.toBeInstanceOf(WorkerRunningError);
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 99 });
  });
});
