import { MemoryReadStore } from '../read-store/memory.read-store';
import { checkpointStoreContract } from './checkpoint-store.contract';
import { ReadStoreCheckpointStore } from './read-store.checkpoint-store';

checkpointStoreContract('ReadStoreCheckpointStore', () => new ReadStoreCheckpointStore(new MemoryReadStore()));

describe('ReadStoreCheckpointStore', () => {
  it('keeps checkpoints as { _id, position } documents of the checkpoints collection', async () => {
    const readStore = new MemoryReadStore();
    await new ReadStoreCheckpointStore(readStore).save('projection:users', 12);
    expect(await readStore.collection('checkpoints').get('projection:users')).toEqual({
      _id: 'projection:users',
      position: 12,
    });
  });
});
