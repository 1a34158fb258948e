import type { Doc, ReadStore } from '../read-store/read-store.port';
import { CheckpointStore } from './checkpoint-store.port';

interface CheckpointDoc extends Doc {
  position: number;
}

/**
 * Reactors' checkpoints as documents of the read store (MongoDB in production), in a collection of
 * their own: rebuilding the read models empties the projections' collections and their checkpoint,
 * and must never send a reactor back to the head, or the mail of events appended meanwhile is lost.
 */
export class ReadStoreCheckpointStore extends CheckpointStore {
  static readonly collectionName = 'reactor-checkpoints';
  /** Where releases before this one kept them, beside the projections' checkpoints. */
  static readonly legacyCollectionName = 'checkpoints';

  constructor(private readonly readStore: ReadStore) {
    super();
  }

  async load(name: string): Promise<number | null> {
    const doc = (await this.collection(ReadStoreCheckpointStore.collectionName).get(name)) ?? (await this.collection(ReadStoreCheckpointStore.legacyCollectionName).get(name));
    return doc?.position ?? null;
  }

  async save(name: string, position: number): Promise<void> {
    await this.collection(ReadStoreCheckpointStore.collectionName).upsert({ _id: name, position });
  }

  private collection(name: string) {
    return this.readStore.stored<CheckpointDoc>(name);
  }
}
