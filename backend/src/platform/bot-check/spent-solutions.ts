import { Clock, IdGenerator } from '../clock/clock';
import { Doc, DuplicateKeyError, ReadStore, readModel } from '../read-store/read-store.port';

export const BOT_CHECK_SOLUTIONS = readModel<SpentSolution>('bot-check-solutions');

interface SpentSolution extends Doc {
  signature: string;
  /** Epoch milliseconds; after that the challenge is refused as expired anyway. */
  expiresAt: number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * Remembers the challenges already used, until they expire. The claim is one insert guarded by a
 * unique index on the signature, so it is atomic across api replicas (Mongo) and inside one process
 * (the memory store writes synchronously): of two requests with the same solution exactly one wins.
 * In embedded mode the memory is lost on restart; a challenge lives at most 10 minutes.
 */
export class SpentSolutions {
  private indexed: Promise<void> | null = null;
  private lastPurge = 0;

  constructor(
    private readonly readStore: ReadStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** True when the signature was unused; it is spent from now on. */
  async claim(signature: string, expiresAt: Date): Promise<boolean> {
    await this.ensureIndex();
    await this.purgeExpired();
    const doc: SpentSolution = { _id: this.ids.newId(), signature, expiresAt: expiresAt.getTime() };
    try {
      await this.readStore.collection(BOT_CHECK_SOLUTIONS).upsert(doc);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  private ensureIndex(): Promise<void> {
    this.indexed ??= this.readStore
      .ensureIndex(BOT_CHECK_SOLUTIONS.name, { fields: { signature: 1 }, unique: true })
      .catch((error: unknown) => {
        this.indexed = null;
        throw error;
      });
    return this.indexed;
  }

  /** Lazily, at most once a minute per process: expired records can never match a valid solution. */
  private async purgeExpired(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    const collection = this.readStore.collection(BOT_CHECK_SOLUTIONS);
    const expired = await collection.find({ where: { expiresAt: { lt: now } }, limit: 1000 });
    for (const doc of expired) await collection.delete(doc._id);
  }
}
