import type { Building } from '../checkpoints/projector-checkpoint';
import type { Projection } from './projection';

/**
 * One projection's own place in the log (each projection is its own group): the collection its readers
 * see, how far that reflects the log, and, while a new version is being built, the collection it is
 * built in. A lane that keeps up is fed by the projector's one pass over the log; one that fell behind
 * (an event it keeps failing on, a new version) catches up on its own and rejoins.
 */
export class ProjectionLane {
  readonly handles: ReadonlySet<string>;
  /** Fed by the projector's pass over the log; false while it catches up on its own. */
  keepsUp = true;
  building: Building | null = null;
  /** Why the last try of an event failed (to park it with). */
  lastError: unknown = null;

  constructor(
    readonly projection: Projection,
    /** The stored collection readers of the model see, and the version and position it reflects. */
    public liveStored: string,
    public liveVersion: number,
    public livePosition: number,
  ) {
    this.handles = new Set(projection.handles);
  }

  get name(): string {
    return this.projection.model.name;
  }

  /** The collection events are applied to now: the one being built, else the live one. */
  get writes(): string {
    return this.building?.stored ?? this.liveStored;
  }

  /** How far the collection written now reflects the log. */
  get position(): number {
    return this.building?.position ?? this.livePosition;
  }

  set position(position: number) {
    if (this.building) this.building.position = position;
    else this.livePosition = position;
  }

  /** Where a new version of this model is built: a collection no reader sees until it is switched. */
  static storedFor(name: string, version: number): string {
    return `${name}~v${version}`;
  }
}
