import { MemoryReadStore } from '../read-store/memory.read-store';
import { checkpointStoreAdapterSuite } from './checkpoint-store.adapter-suite';
import { PROJECTION_CHECKPOINTS } from './projector-checkpoint';
import { ReadStoreCheckpointStore } from './read-store.checkpoint-store';

checkpointStoreAdapterSuite('ReadStoreCheckpointStore', () => new ReadStoreCheckpointStore(new MemoryReadStore()));

describe('ReadStoreCheckpointStore', () => {
  it('keeps reactor checkpoints apart from the projections’ checkpoints, which a rebuild empties', async () => {
    const readStore = new MemoryReadStore();
    await new ReadStoreCheckpointStore(readStore).save('reactor:mail', 12);
    expect(await readStore.stored('reactor-checkpoints').get('reactor:mail')).toEqual({ _id: 'reactor:mail', position: 12 });
    expect(await readStore.stored(PROJECTION_CHECKPOINTS).count()).toBe(0);
  });

  it('finds a checkpoint an earlier release kept beside the projections’, so an upgrade skips no mail', async () => {
    const readStore = new MemoryReadStore();
    await readStore.stored(PROJECTION_CHECKPOINTS).upsert({ _id: 'reactor:mail', position: 7 });
    const store = new ReadStoreCheckpointStore(readStore);
    expect(await store.load('reactor:mail')).toBe(7);
    await store.save('reactor:mail', 9);
    expect(await store.load('reactor:mail')).toBe(9);
  });
});
