import type Database from 'better-sqlite3';
import { ERASED_ERROR, type JobStore, type StoredJob, type StoredJobStatus } from './job-store';

interface JobRow {
  id: string;
  name: string;
  data: string;
  run_at: number;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
  status: StoredJobStatus;
  last_error: string | null;
  updated_at: number;
}

// `data` is TEXT holding JSON: a column declared JSON would get NUMERIC affinity and turn "123" into 123.
// Rows of done jobs stay for a while (pruneFinished), so that re-enqueueing their id is still a no-op after a restart.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    data TEXT NOT NULL,
    run_at INTEGER NOT NULL,
    attempts_made INTEGER NOT NULL,
    max_attempts INTEGER NOT NULL,
    backoff_ms INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
    last_error TEXT,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS jobs_status_run_at ON jobs (status, run_at);
`;

// Name and id lists are bound as one JSON array and expanded with json_each, so statements stay prepared.
const HANDLED = `status = 'pending' AND name IN (SELECT value FROM json_each(@names))`;
// In the JSON of a job's data a text is a whole string ("…"), so `eva@x.hu` does not match `neweva@x.hu`.
const MENTIONS = (column: string, needle: string) => `EXISTS (SELECT 1 FROM json_each(@texts) WHERE instr(lower(${column}), lower(${needle})) > 0)`;

/** Jobs in the `jobs` table of a better-sqlite3 database: pending jobs survive a crash of the process. */
export class SqliteJobStore implements JobStore {
  private readonly insert;
  private readonly due;
  private readonly earliest;
  private readonly outstanding;
  private readonly orphans;
  private readonly pendingCount;
  private readonly update;
  private readonly byId;
  private readonly prune;
  private readonly forgetData;
  private readonly forgetErrors;

  constructor(db: Database.Database) {
    db.exec(SCHEMA);
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO jobs (id, name, data, run_at, attempts_made, max_attempts, backoff_ms, status, last_error, updated_at)
       VALUES (@id, @name, @data, @run_at, @attempts_made, @max_attempts, @backoff_ms, @status, @last_error, @updated_at)`,
    );
    this.due = db.prepare<{ now: number; names: string; exclude: string }, JobRow>(
      `SELECT * FROM jobs WHERE ${HANDLED} AND run_at <= @now
         AND id NOT IN (SELECT value FROM json_each(@exclude))
       ORDER BY run_at, rowid LIMIT 1`,
    );
    this.earliest = db.prepare<{ names: string; exclude: string }, { at: number | null }>(
      `SELECT MIN(run_at) AS at FROM jobs WHERE ${HANDLED} AND id NOT IN (SELECT value FROM json_each(@exclude))`,
    );
    this.outstanding = db.prepare<{ now: number; names: string }, { found: number }>(
      `SELECT EXISTS (SELECT 1 FROM jobs WHERE ${HANDLED} AND (run_at <= @now OR attempts_made > 0)) AS found`,
    );
    this.orphans = db.prepare<{ names: string }, { name: string }>(
      `SELECT DISTINCT name FROM jobs WHERE status = 'pending' AND name NOT IN (SELECT value FROM json_each(@names))`,
    );
    this.pendingCount = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM jobs WHERE status = 'pending'`);
    this.update = db.prepare(
      `UPDATE jobs SET status = @status, attempts_made = @attempts_made, run_at = @run_at,
         last_error = @last_error, updated_at = @updated_at WHERE id = @id`,
    );
    this.byId = db.prepare<[string], JobRow>(`SELECT * FROM jobs WHERE id = ?`);
    this.prune = db.prepare<{ done: number; failed: number }>(
      `DELETE FROM jobs WHERE (status = 'done' AND updated_at < @done) OR (status = 'failed' AND updated_at < @failed)`,
    );
    this.forgetData = db.prepare<{ texts: string }>(`DELETE FROM jobs WHERE ${MENTIONS('data', `'"' || value || '"'`)}`);
    this.forgetErrors = db.prepare<{ texts: string; erased: string }>(`UPDATE jobs SET last_error = @erased WHERE ${MENTIONS('last_error', 'value')}`);
  }

  forget(texts: readonly string[]): number {
    const bound = JSON.stringify(texts.filter((text) => text !== ''));
    return this.forgetData.run({ texts: bound }).changes + this.forgetErrors.run({ texts: bound, erased: ERASED_ERROR }).changes;
  }

  pruneFinished(doneBefore: number, failedBefore: number): number {
    return this.prune.run({ done: doneBefore, failed: failedBefore }).changes;
  }

  insertIfAbsent(job: StoredJob): boolean {
    return this.insert.run(toRow(job)).changes === 1;
  }

  nextDue(now: number, names: readonly string[], exclude: ReadonlySet<string>): StoredJob | undefined {
    const row = this.due.get({ now, names: JSON.stringify(names), exclude: JSON.stringify([...exclude]) });
    return row && fromRow(row);
  }

  nextRunAt(names: readonly string[], exclude: ReadonlySet<string>): number | undefined {
    const row = this.earliest.get({ names: JSON.stringify(names), exclude: JSON.stringify([...exclude]) });
    return row?.at ?? undefined;
  }

  hasOutstanding(now: number, names: readonly string[]): boolean {
    return this.outstanding.get({ now, names: JSON.stringify(names) })?.found === 1;
  }

  countPending(): number {
    return this.pendingCount.get()!.n;
  }

  pendingNamesOutside(names: readonly string[]): string[] {
    return this.orphans.all({ names: JSON.stringify(names) }).map((row) => row.name);
  }

  save(job: StoredJob): void {
    const { id, status, attempts_made, run_at, last_error, updated_at } = toRow(job);
    this.update.run({ id, status, attempts_made, run_at, last_error, updated_at });
  }

  get(id: string): StoredJob | undefined {
    const row = this.byId.get(id);
    return row && fromRow(row);
  }
}

function toRow(job: StoredJob): JobRow {
  return {
    id: job.id,
    name: job.name,
    data: JSON.stringify(job.data ?? null),
    run_at: job.runAt,
    attempts_made: job.attemptsMade,
    max_attempts: job.maxAttempts,
    backoff_ms: job.backoffMs,
    status: job.status,
    last_error: job.lastError,
    updated_at: job.updatedAt,
  };
}

function fromRow(row: JobRow): StoredJob {
  return {
    id: row.id,
    name: row.name,
    data: JSON.parse(row.data),
    runAt: row.run_at,
    attemptsMade: row.attempts_made,
    maxAttempts: row.max_attempts,
    backoffMs: row.backoff_ms,
    status: row.status,
    lastError: row.last_error,
    updatedAt: row.updated_at,
  };
}
