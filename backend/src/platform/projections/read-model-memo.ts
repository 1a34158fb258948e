import { frozen } from '../../shared/frozen';

/**
 * Which state the read models this process reads are in, where the process knows it exactly because it
 * is the one projecting them: the projector's run and the log position it reached (a projector started
 * again, after the worker lease came back, may stand at a position it stood at before with other
 * documents). Null where it cannot know (an api replica reading what a worker projects).
 */
export abstract class ReadModelVersion {
  abstract readonly readModelVersion: string | null;
}

/**
 * A value composed from read models, composed again only once they have changed: it is kept while
 * their version stays the same (every change to a read model moves the projected position), and never
 * kept where the version is unknown. The value is frozen, since every caller shares it.
 */
export class ReadModelMemo<T> {
  private cached: { version: string; value: Promise<T> } | null = null;

  constructor(
    private readonly readModels: ReadModelVersion,
    private readonly compose: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    // Taken before composing: a value composed while an event is being applied is kept under the
    // version before it, and composed again once the event is in.
    const version = this.readModels.readModelVersion;
    if (version === null) return this.compose();
    if (this.cached?.version === version) return this.cached.value;
    const entry = { version, value: this.compose().then(frozen) };
    entry.value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    this.cached = entry;
    return entry.value;
  }
}
