import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { PROJECTION_CHECKPOINTS, PROJECTOR_CHECKPOINT_ID, ProjectorCheckpoint } from '../checkpoints/projector-checkpoint';
import type { Doc } from '../read-store/read-store.port';
import type { LogMark } from '../event-store/sqlite.event-store';
import type { MemoryReadStore } from '../read-store/memory.read-store';
import type { Projection } from './projection';
import { readWhole, takeStartedRead } from './read-model-snapshot-file';
import { packReadModels, unpackReadModels } from './read-model-snapshot-layout';

/**
 * How often the read models are written while running, counted in log positions since the last
 * snapshot. A start after a crash (no snapshot at shutdown) replays at most this many events beyond
 * it: ~0.2 s at the 50,000 events/s a rebuild runs at. Each snapshot serializes every read model at
 * once (under a second at a million events, while the projector waits and the site keeps answering),
 * so far fewer would cost the running site more than they save a start that crashed.
 */
export const SNAPSHOT_EVERY_EVENTS = 10_000;

/** Bumped when the file's layout changes: an older file is then ignored like a corrupt one. */
const FORMAT = 3;

/** The file's first line; the read models follow, laid out as read-model-snapshot-layout describes. */
interface SnapshotHeader {
  format: number;
  /** The projector's checkpoint position: every read model reflects the log up to here. */
  position: number;
  /** The log as it was up to `position` when written (SqliteEventStore.markAt). */
  log: LogMark;
  /**
   * Every read model's version when written. The projector's checkpoint inside holds them too, and one
   * that differs from the running code's is built again alone (projector.ts); these stand in for a file
   * written before the checkpoint held them.
   */
  versions: Record<string, number>;
  /**
   * CRC-32 of what follows the first line: a file damaged in a way JSON still parses is caught too. The file guards
   * against accidents (a torn write, a flipped bit, an edit by hand), which a CRC catches as surely as a
   * cryptographic hash (every burst up to 32 bits, anything else but one in 4 billion) at a tenth of the
   * cost; whoever could forge it could rewrite the SQLite log beside it just as well.
   */
  crc32: number;
  writtenAt: string;
}

/** The log a snapshot is checked against (the embedded SQLite log). */
export interface MarkedLog {
  markAt(position: number): LogMark | null;
}

/** The projector whose read models are taken, between two of its events, with the projections it runs. */
export interface IdleProjector {
  readonly projections: Projection[];
  readonly currentPosition: number;
  whileIdle<T>(step: () => T): Promise<T>;
}

/** What a captured snapshot holds before it is written: serialized at once, written at leisure. */
interface Captured {
  position: number;
  bytes: Buffer;
}

const versionsOf = (projections: Projection[]) => Object.fromEntries(projections.map((p) => [p.model.name, p.version]).sort(([a], [b]) => String(a).localeCompare(String(b))));

/**
 * The in-memory read models kept on disk with the log position they reflect (issue 24 §5), so that an
 * embedded start loads them and catches up only from there instead of replaying the whole log. Written
 * atomically (a temporary file in the same folder, synced, then renamed over the old one) on a clean
 * shutdown, every SNAPSHOT_EVERY_EVENTS events, and after a start that had to catch up or rebuild. Ignored, and the log replayed from its start as before, when the file is missing,
 * unreadable or damaged, or when the log no longer is the one it
 * was written from (a restored backup, another data directory's log, events deleted before its position).
 *
 * It holds what the read models hold, personal data included, in the data directory beside the SQLite
 * log that holds the same data already; an erasure overwrites its bytes and removes it (forget), so an
 * erased person is in neither.
 */
export class ReadModelSnapshot {
  private readonly logger = new Logger('ReadModelSnapshot');
  /** The projector of this process once it leads: snapshots are taken between two of its events. */
  private projector: IdleProjector | null = null;
  /** Position of the snapshot on disk (loaded or last written); -1 when there is none. */
  private written = -1;
  /** One write at a time: a periodic one and an erasure's must not interleave on the temporary file. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly store: MemoryReadStore,
    private readonly log: MarkedLog,
  ) {}

  /** The file's bytes, being read while the rest of the app starts; taken by the next load. */
  private prefetched: Promise<Buffer> | null = null;

  /**
   * Starts reading the file now, so that the disk works while Nest builds the app, unless main.ts
   * already started at the process's start (read-model-snapshot-file).
   */
  prefetch(): this {
    this.prefetched = takeStartedRead(this.file);
    if (this.prefetched || !existsSync(this.file)) return this;
    this.prefetched = readWhole(this.file);
    this.prefetched.catch(() => undefined);
    return this;
  }

  /**
   * Restores the read models from the file when it can be trusted and returns the position they
   * reflect; null (the store left empty, the reason logged) when it cannot. Reads the file unless
   * `prefetch` did.
   */
  async load(projections: Projection[]): Promise<number | null> {
    const reading = this.prefetched ?? (existsSync(this.file) ? readWhole(this.file) : null);
    this.prefetched = null;
    if (!reading) return null;
    const refused = (reason: string) => {
      this.logger.warn(`Read-model snapshot ignored (${reason}): rebuilding from the whole log`);
      this.store.restore({});
      return null;
    };
    let header: SnapshotHeader;
    let body: Buffer;
    try {
      const bytes = await reading;
      const newline = bytes.indexOf(0x0a);
      header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as SnapshotHeader;
      body = bytes.subarray(newline + 1);
    } catch {
      return refused('unreadable');
    }
    if (header.format !== FORMAT) return refused(`format ${header.format}`);
    if (crc32(body) !== header.crc32) return refused('damaged');
    const mark = this.log.markAt(header.position);
    if (!mark || mark.events !== header.log.events || mark.digest !== header.log.digest) return refused(`the log is not the one it was written from at position ${header.position}`);
    try {
      this.store.restore(unpackReadModels(body));
    } catch {
      return refused('damaged');
    }
    await this.keepVersions(header.versions);
    this.written = header.position;
    const changed = differingVersions(header.versions, versionsOf(projections));
    this.logger.log(`Read models loaded from the snapshot at position ${header.position}${changed.length ? `; built again alone: ${changed.join(', ')}` : ''}`);
    return header.position;
  }

  /** A file from before the checkpoint held each model's version: the header's versions go into it. */
  private async keepVersions(versions: Record<string, number>): Promise<void> {
    const checkpoints = this.store.stored<ProjectorCheckpoint & Doc>(PROJECTION_CHECKPOINTS);
    const checkpoint = await checkpoints.get(PROJECTOR_CHECKPOINT_ID);
    if (checkpoint && !checkpoint.versions) await checkpoints.upsert({ ...checkpoint, versions });
  }

  /** From now on snapshots are taken between this projector's events; null: none runs here any more. */
  follow(projector: IdleProjector | null): void {
    this.projector = projector;
  }

  /** Position of the snapshot on disk; -1 when there is none. */
  get position(): number {
    return this.written;
  }

  /**
   * The position the next periodic snapshot counts SNAPSHOT_EVERY_EVENTS from: the one on disk, or where
   * an erasure removed it (forget), so that the erasure does not bring the next one forward.
   */
  get dueFrom(): number {
    return this.written >= 0 ? this.written : this.forgottenAt;
  }

  /** Where `forget` removed the file (-1: never). */
  private forgottenAt = -1;

  /**
   * After an erasure: the file still holds the person as they were, so its bytes are overwritten with
   * zeros and it is removed. Rewriting it in the erasure's request instead held the event loop for 4.4 s
   * at ten times the club's size (every read model serialized in one step; findings/club-size-profiles
   * §3): the zeros are written off the event loop, and the next snapshot is taken when one is due again
   * (SNAPSHOT_EVERY_EVENTS events later, or at the clean stop). A crash before that replays the whole
   * log at the next start, as without a snapshot.
   */
  async forget(): Promise<void> {
    const run = this.writing.then(async () => {
      await shred(this.file);
      rmSync(this.file, { force: true });
      this.forgottenAt = this.projector?.currentPosition ?? Math.max(this.written, 0);
      this.written = -1;
    });
    this.writing = run.catch((error: unknown) => this.logger.error(`Removing the read-model snapshot failed: ${error instanceof Error ? error.message : String(error)}`));
    return run;
  }

  /**
   * Writes the read models as they stand now, after any write under way (`onlyIfMoved`: unless the
   * last one written reflects the same position). Without a projector (not leading) nothing consistent
   * can be taken, so the file is removed instead: the next start rebuilds.
   */
  async write(options: { onlyIfMoved?: boolean } = {}): Promise<void> {
    const run = this.writing.then(async () => {
      const moved = !this.projector || this.projector.currentPosition !== this.written;
      if (options.onlyIfMoved && !moved) return;
      const captured = this.projector ? await this.projector.whileIdle(() => this.capture()) : null;
      if (!captured) {
        rmSync(this.file, { force: true });
        this.written = -1;
        return;
      }
      await writeAtomically(this.file, captured.bytes);
      this.written = captured.position;
    });
    this.writing = run.catch((error: unknown) => this.logger.error(`Writing the read-model snapshot failed: ${error instanceof Error ? error.message : String(error)}`));
    return run;
  }

  /** Removes the file, so that the next start replays the whole log (npm run rebuild-read-models). */
  discard(): void {
    rmSync(this.file, { force: true });
    this.written = -1;
  }

  /**
   * The read models and the log's mark at their position, serialized in one synchronous step: nothing
   * (no event, no erasure's delete) can come between what they hold and the mark they are checked by.
   */
  private capture(): Captured | null {
    const collections = this.store.contents();
    const checkpoint = collections[PROJECTION_CHECKPOINTS]?.find((doc) => doc._id === PROJECTOR_CHECKPOINT_ID) as (ProjectorCheckpoint & Doc) | undefined;
    const position = Number(checkpoint?.position ?? 0);
    const log = this.log.markAt(position);
    if (!log) return null;
    const body = packReadModels(collections);
    const header: SnapshotHeader = { format: FORMAT, position, log, versions: checkpoint?.versions ?? versionsOf(this.projector?.projections ?? []), crc32: crc32(body), writtenAt: new Date().toISOString() };
    return { position, bytes: Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), body]) };
  }
}

function differingVersions(saved: Record<string, number> | undefined, current: Record<string, number>): string[] {
  const names = new Set([...Object.keys(saved ?? {}), ...Object.keys(current)]);
  return [...names].filter((name) => saved?.[name] !== current[name]).map((name) => `${name} ${saved?.[name] ?? '-'} → ${current[name] ?? '-'}`);
}

/** Temporary file beside the target, synced, renamed over it, and the folder synced: whole or not at all. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  renameSync(temporary, file);
  syncFolder(dirname(file));
}

function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Overwrites a file's bytes with zeros in place (an erased person's read-model rows), as SQLite's
 * secure_delete does for its own pages, then syncs it: a megabyte per write, each in the thread pool.
 */
async function shred(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const size = statSync(file).size;
  const handle = await open(file, 'r+');
  try {
    const zeros = Buffer.alloc(Math.min(size, 1 << 20));
    for (let at = 0; at < size; at += zeros.length) await handle.write(zeros, 0, Math.min(zeros.length, size - at), at);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
