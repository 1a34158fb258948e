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
