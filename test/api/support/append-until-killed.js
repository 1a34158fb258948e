// Child process for the crash journey: appends to the SQLite event log as fast as it can and prints
// each acknowledged position, until it is killed with SIGKILL.
const { join } = require('node:path');
const dist = (path) => require(join(__dirname, '../../../backend/dist', path));
const { openSqliteDatabase } = dist('platform/sqlite/sqlite-database.js');
const { SqliteEventStore } = dist('platform/event-store/sqlite.event-store.js');

const store = new SqliteEventStore(openSqliteDatabase(process.argv[2]));
const metadata = { actorId: null, correlationId: 'crash', occurredAt: new Date().toISOString() };

(async () => {
  for (let i = 0; ; i++) {
    const stream = `crash-${i % 50}`;
    const existing = await store.readStream(stream);
    const { position } = await store.append(stream, [{ type: 'Tick', data: { i }, metadata }], existing.length ? existing.length - 1 : 'no_stream');
    process.stdout.write(`${position}\n`);
  }
})();
