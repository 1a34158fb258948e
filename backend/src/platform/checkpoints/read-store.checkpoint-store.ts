import type { Doc, ReadStore } from '../read-store/read-store.port';
import { CheckpointStore } from './checkpoint-store.port';

interface CheckpointDoc extends Doc {
  position: number;
}

/**
 * Checkpoints as documents of the read store, so that with Mongo a projection's position lives in the
 * same database as the documents it wrote.
 */
export class ReadStoreCheckpointStore extends CheckpointStore {
  static readonly collectionName = 'checkpoints';

  constructor(private readonly readStore: ReadStore) {
    super();
  }

  async load(name: string): Promise<number | null> {
    return (await this.collection().get(name))?.position ?? null;
  }

  async save(name: string, position: number): Promise<void> {
    await this.collection().upsert({ _id: name, position });
  }

  private collection() {
    return this.readStore.collection<CheckpointDoc>(ReadStoreCheckpointStore.collectionName);
  }
}
