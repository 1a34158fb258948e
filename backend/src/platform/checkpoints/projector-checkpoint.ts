import type { Doc, ReadStore } from '../read-store/read-store.port';

/** A model's next version being built beside the live one, and how far it got. */
export interface Building {
  version: number;
  /** The stored collection it is built in. */
  stored: string;
  position: number;
}

/** Where the projector stands in `$all`, model by model (each projection is its own group). */
export interface ProjectorCheckpoint {
  /** Every model that keeps up has applied the log up to here: what a read-your-writes wait compares with. */
  position: number;
  /** Up to where each model's live collection (the one its readers see) reflects the log. */
  projections: Record<string, number>;
  /** The version of each model's live collection; absent before releases that kept it (taken as the running one). */
  versions?: Record<string, number>;
  /** The stored collection each model's readers see, where it is not the model's own name. */
  collections?: Record<string, string>;
  /** Models whose next version is being built, resumed from there after a restart. */
  building?: Record<string, Building>;
}

interface ProjectorCheckpointDoc extends Doc, ProjectorCheckpoint {}

/** Projection checkpoints live beside the read models they describe; reactors keep theirs elsewhere. */
export const PROJECTION_CHECKPOINTS = 'checkpoints';
/** The `_id` of the projector's one document in PROJECTION_CHECKPOINTS. */
export const PROJECTOR_CHECKPOINT_ID = 'projector';

/**
 * The projector's one checkpoint document, written once per event when live and once per batch when
 * catching up, whatever the number of projections; an api replica waiting for its own write polls it,
 * and follows from it which collection each model's readers see.
 */
export class ProjectorCheckpoints {
  constructor(private readonly readStore: ReadStore) {}

  /**
   * Releases before this one kept a `{ _id: projection name, position }` document per projection;
   * those are read when the projector's own document is not there yet, so an upgrade replays nothing.
   */
  async load(names: string[]): Promise<ProjectorCheckpoint | null> {
    const doc = await this.collection().get(PROJECTOR_CHECKPOINT_ID);
    if (doc) {
      const { _id, ...checkpoint } = doc;
      return checkpoint;
    }
    const legacy = await this.readStore.stored<Doc & { position?: unknown }>(PROJECTION_CHECKPOINTS).find({ where: { _id: { in: names } } });
    if (legacy.length === 0) return null;
    const projections = Object.fromEntries(legacy.filter((d) => typeof d.position === 'number').map((d) => [d._id, d.position as number]));
    return { position: Math.min(...names.map((name) => projections[name] ?? 0)), projections };
  }

  async save(checkpoint: ProjectorCheckpoint): Promise<void> {
    await this.collection().upsert({ _id: PROJECTOR_CHECKPOINT_ID, ...checkpoint });
  }

  /** The position every model that keeps up reached (0 before the first save), and each model's own. */
  async positions(): Promise<{ position: number; projections: Record<string, number> }> {
    const doc = await this.collection().get(PROJECTOR_CHECKPOINT_ID);
    return { position: doc?.position ?? 0, projections: doc?.projections ?? {} };
  }

  /** The position every model that keeps up reached (0 before the first save). */
  async position(): Promise<number> {
    return (await this.positions()).position;
  }

  /** Points this store's readers at the collections the projector (in whatever process) switched them to. */
  async followSwitches(names: string[]): Promise<void> {
    const collections = (await this.collection().get(PROJECTOR_CHECKPOINT_ID))?.collections ?? {};
    for (const name of names) this.readStore.switchTo(name, collections[name] ?? name);
  }

  private collection() {
    return this.readStore.stored<ProjectorCheckpointDoc>(PROJECTION_CHECKPOINTS);
  }
}
