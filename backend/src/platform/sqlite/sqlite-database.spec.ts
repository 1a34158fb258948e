import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase, truncateWal } from './sqlite-database';

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

describe('truncateWal (issue 22 §1)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sqlite-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves no byte of deleted rows in the database file or its WAL, while the connection stays open', () => {
    const file = join(dir, 'events.sqlite');
    const db = openSqliteDatabase(file);
    db.exec('CREATE TABLE events (id INTEGER PRIMARY KEY, data TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO events (data) VALUES (?)');
    for (let i = 0; i < 200; i++) insert.run(`{"email":"tag${i}@example.org","phone":"+36 30 000 ${String(i).padStart(4, '0')}"}`);
    db.prepare("DELETE FROM events WHERE data LIKE '%tag17@%'").run();
    const bytes = () => Buffer.concat([readFileSync(file), existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0)]);
    expect(bytes().includes('tag17@example.org')).toBe(true);

    expect(truncateWal(db)).toBe(true);

    expect(statSync(`${file}-wal`).size).toBe(0);
    expect(bytes().includes('tag17@example.org')).toBe(false);
    expect(bytes().includes('tag18@example.org')).toBe(true);
    expect(db.prepare('SELECT COUNT(*) AS n FROM events').get()).toEqual({ n: 199 });
    db.close();
  });

  it('has nothing to do for an in-memory database', () => {
    const db = openSqliteDatabase(':memory:');
    expect(truncateWal(db)).toBe(true);
    db.close();
  });
});
