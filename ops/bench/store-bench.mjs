// Event store and projection figures, each beside a bare baseline measured in the same run.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../backend/dist/${path}`);
const Database = require('better-sqlite3');
const { openSqliteDatabase } = dist('platform/sqlite/sqlite-database.js');
const { SqliteEventStore } = dist('platform/event-store/sqlite.event-store.js');
const { MemoryReadStore } = dist('platform/read-store/memory.read-store.js');
const { ProjectorCheckpoints } = dist('platform/checkpoints/projector-checkpoint.js');
const { Projector } = dist('platform/projections/projector.js');
const { usersProjection } = dist('modules/accounts/projections/users.projection.js');

const EVENTS = 100_000;
const BATCH = 100;
const USERS = 1_000;
const ROUNDS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const metadata = { actorId: null, correlationId: 'bench', occurredAt: new Date(0).toISOString() };

function event(i) {
  const userId = `u${i % USERS}`;
  return i < USERS
    ? { type: 'AdminBootstrapped', data: { userId, email: `${userId}@example.org`, firstName: 'Bench', lastName: 'User', passwordHash: 'x', createdAt: metadata.occurredAt }, metadata }
    : { type: 'PasswordChanged', data: { userId, passwordHash: `h${i}` }, metadata };
}

function timed(work) {
  const started = process.hrtime.bigint();
  return Promise.resolve(work()).then(() => Number(process.hrtime.bigint() - started) / 1e9);
}

function freshDb(dir, name) {
  return openSqliteDatabase(join(dir, `${name}.sqlite`));
}

/**
 * The appends both sides perform: single events round-robin over 1000 user streams, or batches of 100
 * events into one stream at a time.
 */
function plan(batchSize) {
  const appends = [];
  const revisions = new Map();
  for (let i = 0; i < EVENTS; i += batchSize) {
    const stream = `user-${event(i).data.userId}`;
    const events = [];
    for (let j = i; j < i + batchSize; j++) events.push(batchSize === 1 ? event(j) : { ...event(j), data: { ...event(j).data, userId: event(i).data.userId } });
    const last = revisions.get(stream);
    appends.push({ stream, events, expected: last === undefined ? 'no_stream' : last });
    revisions.set(stream, (last ?? -1) + batchSize);
  }
  return appends;
}

/** Baseline: the same rows through raw prepared statements, one transaction per append. */
function bareInsert(db, appends) {
  db.exec('CREATE TABLE raw (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT, revision INTEGER, type TEXT, data TEXT, metadata TEXT, UNIQUE(stream_id, revision))');
  const insert = db.prepare('INSERT INTO raw (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const append = db.transaction(({ stream, events, expected }) => {
    let revision = expected === 'no_stream' ? 0 : expected + 1;
    for (const e of events) insert.run(stream, revision++, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
  });
  for (const a of appends) append(a);
}

async function storeAppend(store, appends) {
  for (const a of appends) await store.append(a.stream, a.events, a.expected);
}

export async function storeBench() {
  const dir = mkdtempSync(join(tmpdir(), 'klub-bench-'));
  try {
    const results = [];
    for (const batchSize of [1, BATCH]) {
      const appends = plan(batchSize);
      // JIT warm-up of both sides, not counted.
      bareInsert(freshDb(dir, `warm-bare-${batchSize}`), appends.slice(0, 2000));
      await storeAppend(new SqliteEventStore(freshDb(dir, `warm-store-${batchSize}`)), appends.slice(0, 2000));
      // In turns, ROUNDS of each on fresh files: the median of each side is reported (the machine is shared).
      const bares = [];
      const ours = [];
      for (let round = 0; round < ROUNDS; round++) {
        bares.push(await timed(() => bareInsert(freshDb(dir, `bare-${batchSize}-${round}`), appends)));
        const db = freshDb(dir, `store-${batchSize}-${round}`);
        const store = new SqliteEventStore(db);
        ours.push(await timed(() => storeAppend(store, appends)));
        await store.close();
        db.close();
      }
      results.push({
        name: batchSize === 1 ? 'SQLite append, 1 event per append' : `SQLite append, ${BATCH} events per append`,
        unit: 'events/s',
        ours: EVENTS / median(ours),
        baseline: EVENTS / median(bares),
        baselineName: 'raw better-sqlite3 INSERTs, same transactions',
      });
    }

    // Rebuild: 100k events from the log into the memory read store through the real projector.
    const db = freshDb(dir, 'store-1-0');
    const store = new SqliteEventStore(db);
    const bareRead = await timed(() => {
      const docs = new Map();
      for (const row of new Database(join(dir, 'store-1-0.sqlite'), { readonly: true }).prepare('SELECT * FROM events ORDER BY position').iterate()) {
        const data = JSON.parse(row.data);
        docs.set(data.userId, { ...data, metadata: JSON.parse(row.metadata) });
      }
    });
    const readStore = new MemoryReadStore();
    const projector = new Projector(store, readStore, new ProjectorCheckpoints(readStore), [usersProjection]);
    const rebuild = await timed(() => projector.start({ rebuild: true }));
    await projector.stop();
    results.push({
      name: `Rebuild of the users read model from ${EVENTS / 1000}k events`,
      unit: 'events/s',
      ours: EVENTS / rebuild,
      baseline: EVENTS / bareRead,
      baselineName: 'raw SELECT + JSON.parse into a Map',
    });
    await store.close();
    db.close();
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Alone (`node ops/bench/store-bench.mjs`, after `npm run build -w backend`): the same rows as npm run bench prints.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await storeBench()) console.log(`${r.name}: ${Math.round(r.ours)} ${r.unit} vs ${Math.round(r.baseline)} ${r.unit} (${r.baselineName}): ${(r.ours / r.baseline).toFixed(2)}`);
}
