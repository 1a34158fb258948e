import { openSqliteDatabase, SqliteDatabase } from '../sqlite/sqlite-database';
import { checkpointStoreAdapterSuite } from './checkpoint-store.adapter-suite';
import { SqliteCheckpointStore } from './sqlite.checkpoint-store';

const open: SqliteDatabase[] = [];
afterAll(() => open.forEach((db) => db.close()));

checkpointStoreAdapterSuite('SqliteCheckpointStore', () => {
  const db = openSqliteDatabase(':memory:');
  open.push(db);
  return new SqliteCheckpointStore(db);
});

describe('SqliteCheckpointStore', () => {
  it('shares a database with another store of the same table', async () => {
    const db = openSqliteDatabase(':memory:');
    open.push(db);
    await new SqliteCheckpointStore(db).save('reactor:mail', 5);
    expect(await new SqliteCheckpointStore(db).load('reactor:mail')).toBe(5);
  });
});
