import type { SqliteDatabase } from '../sqlite/sqlite-database';
import { CheckpointStore } from './checkpoint-store.port';

/** Checkpoints in the embedded database file, beside the events (the handle is shared, not owned). */
export class SqliteCheckpointStore extends CheckpointStore {
  private readonly loadStmt;
  private readonly saveStmt;

  constructor(db: SqliteDatabase) {
    super();
    db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.loadStmt = db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?');
    this.saveStmt = db.prepare<[string, number]>(
      'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
    );
  }

  async load(name: string): Promise<number | null> {
    return this.loadStmt.get(name)?.position ?? null;
  }

  async save(name: string, position: number): Promise<void> {
    this.saveStmt.run(name, position);
  }
}
