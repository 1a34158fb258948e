import type { Doc, ReadStore } from '../read-store/read-store.port';

/** Where the projector stands in `$all`. */
export interface ProjectorCheckpoint {
  /** Every projection has applied the log up to here: what a read-your-writes wait compares with. */
  position: number;
  /** Each projection's own position (one added later starts at 0 and catches up alone). */
  projections: Record<string, number>;
}

interface ProjectorCheckpointDoc extends Doc, ProjectorCheckpoint {}

/** Projection checkpoints live beside the read models they describe; reactors keep theirs elsewhere. */
export const PROJECTION_CHECKPOINTS = 'checkpoints';
/** The `_id` of the projector's one document in PROJECTION_CHECKPOINTS. */
export const PROJECTOR_CHECKPOINT_ID = 'projector';

/**
 * The projector's one checkpoint document, written once per event when live and once per batch when
 * catching up, whatever the number of projections; an api replica waiting for its own write polls it.
 */
export class ProjectorCheckpoints {
  constructor(private readonly readStore: ReadStore) {}

  /**
   * Releases before this one kept a `{ _id: projection name, position }` document per projection;
   * those are read when the projector's own document is not there yet, so an upgrade replays nothing.
   */
  async load(names: string[]): Promise<ProjectorCheckpoint | null> {
    const doc = await this.collection().get(PROJECTOR_CHECKPOINT_ID);
    if (doc) return { position: doc.position, projections: doc.projections };
    const legacy = await this.readStore.collection<Doc & { position?: unknown }>(PROJECTION_CHECKPOINTS).find({ _id: { $in: names } });
    if (legacy.length === 0) return null;
    const projections = Object.fromEntries(legacy.filter((d) => typeof d.position === 'number').map((d) => [d._id, d.position as number]));
    return { position: Math.min(...names.map((name) => projections[name] ?? 0)), projections };
  }

  async save(checkpoint: ProjectorCheckpoint): Promise<void> {
    await this.collection().upsert({ _id: PROJECTOR_CHECKPOINT_ID, position: checkpoint.position, projections: checkpoint.projections });
  }

  /** The position every projection reached (0 before the first save). */
  async position(): Promise<number> {
    return (await this.collection().get(PROJECTOR_CHECKPOINT_ID))?.position ?? 0;
  }

  private collection() {
    return this.readStore.collection<ProjectorCheckpointDoc>(PROJECTION_CHECKPOINTS);
  }
}
