import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from './sqlite-database';

describe('openSqliteDatabase', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sqlite-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates missing folders and opens the file in WAL mode with NORMAL sync', () => {
    const db = openSqliteDatabase(join(dir, 'a', 'b', 'events.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    db.close();
  });

  it('opens an in-memory database', () => {
    const db = openSqliteDatabase(':memory:');
    expect(db.prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
    db.close();
  });
});
