import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/**
 * One connection per file, shared by the adapters that keep their tables in it
 * (events, checkpoints, jobs); each creates its own tables.
 */
export function openSqliteDatabase(file: string): SqliteDatabase {
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL + NORMAL survives a killed process (only an OS crash may lose the last commits)
  // and lets other processes read while this one writes.
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // An erased person's bytes are overwritten with zeros, not merely unlinked (issue 12 §6).
  db.pragma('secure_delete = ON');
  return db;
}

interface CheckpointResult {
  /** 1 when a reader or writer kept the checkpoint from finishing. */
  busy: number;
  log: number;
  checkpointed: number;
}

/**
 * Copies every page of the WAL into the database file and truncates the WAL to nothing (issue 22 §1):
 * after an erasure, the WAL would otherwise keep the person's rows as they were before the delete until
 * SQLite's next automatic checkpoint, which recycles the WAL but does not shorten it. secure_delete has
 * zeroed the rows in the pages the checkpoint copies, so neither file holds them afterwards. False when
 * another connection (a backup reading an older snapshot) kept it from finishing within busy_timeout,
 * or a transaction is open on this one (SQLite refuses a checkpoint inside it; the caller tries later).
 */
export function truncateWal(db: SqliteDatabase): boolean {
  if (db.memory) return true;
  if (db.inTransaction) return false;
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as CheckpointResult[];
  return result.busy === 0;
}
