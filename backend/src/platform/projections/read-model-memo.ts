import { frozen } from '../../shared/frozen';

/**
 * The log position the read models this process reads have reached, where the process knows it
 * exactly because it is the one projecting them; null where it cannot know (an api replica reading
 * what a worker projects).
 */
export abstract class ReadModelPosition {
  abstract readonly projectedPosition: number | null;
}

/**
 * A value composed from read models, composed again only once they have changed: it is kept while
 * the projected position stays where it was (every change to a read model moves it), and never kept
 * where that position is unknown. The value is frozen, since every caller shares it.
 */
export class ReadModelMemo<T> {
  private cached: { position: number; value: Promise<T> } | null = null;

  constructor(
    private readonly position: ReadModelPosition,
    private readonly compose: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    // Taken before composing: a value composed while an event is being applied is kept under the
    // position before it, and composed again once the event is in.
    const position = this.position.projectedPosition;
    if (position === null) return this.compose();
    if (this.cached?.position === position) return this.cached.value;
    const entry = { position, value: this.compose().then(frozen) };
    entry.value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    this.cached = entry;
    return entry.value;
  }
}
