// Cold start (issue 13 §6, issue 24 §5): the built app on embedded defaults with 1,000,000 events in its
// log, from process start to its first 200, starting from the read models on disk (the memory store's
// snapshot, or SQLite's own file), beside a bare node:http process started the same way in the same run;
// then a start that must rebuild them from the whole log, which must answer staff exactly as the first did.
import { spawn, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { partnerSigningKey } from './production-env.mjs';
import { BENCH_ADMIN, freePort, signIn } from './app-process.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../backend/dist/${path}`);
const { openSqliteDatabase } = dist('platform/sqlite/sqlite-database.js');
const { SqliteEventStore } = dist('platform/event-store/sqlite.event-store.js');
const { READ_MODEL_SNAPSHOT } = dist('platform/adapters.js');
const { READ_MODELS_FILE } = dist('platform/read-store/sqlite.read-store.js');
const { DEFAULT_READ_STORE } = dist('config/load-config.js');
/** The store the started app uses: the memory store starts from its snapshot, SQLite from its own file. */
const READ_STORE = process.env.READ_STORE?.trim() || DEFAULT_READ_STORE;

const EVENTS = 1_000_000;
const MEMBERS = 10_000;
const SERVICES = 300;
/** A member's sign-ups to different services; each is cancelled and taken again over the years. */
const SIGNUPS_PER_MEMBER = 15;
const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const occurredAt = new Date(Date.UTC(2026, 0, 1)).toISOString();
const metadata = JSON.stringify({ actorId: null, correlationId: 'bench', occurredAt });

/**
 * A club's log after years: members as the app writes them (applied, activated, registered), services,
 * sign-ups cancelled and taken again, password changes, in the order they would come. Written raw, in
 * one transaction (a million appends through the store would take minutes and prove nothing here).
 */
export function seed(dataDir) {
  const db = openSqliteDatabase(join(dataDir, 'events.sqlite'));
  new SqliteEventStore(db); // its schema
  const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const revisions = new Map();
  let written = 0;
  const append = (stream, type, data) => {
    const revision = (revisions.get(stream) ?? -1) + 1;
    revisions.set(stream, revision);
    insert.run(stream, revision, type, JSON.stringify(data), metadata);
    written++;
  };
  const members = [];
  const services = [];
  db.transaction(() => {
    for (let n = 0; n < SERVICES; n++) {
      const serviceId = randomUUID();
      services.push(serviceId);
      append(`service-${serviceId}`, 'ServiceCreated', { serviceId, name: `Kurzus ${n}`, createdAt: occurredAt });
    }
    for (let n = 0; n < MEMBERS; n++) {
      const userId = randomUUID();
      members.push(userId);
      const email = `tanar${n}@example.org`;
      const stream = `user-${userId}`;
      append(stream, 'TeacherApplied', { email, firstName: `Tanár${n}`, lastName: 'Teszt', phone: '', zip: '6720', city: 'Szeged', userId, schoolId: 's', schoolOm: '900001', personalId: '71234567897', appliedAt: occurredAt });
      append(stream, 'UserActivated', { userId, email, firstName: `Tanár${n}`, activation: null });
      append(stream, 'ActivationCompleted', { userId, passwordHash: 'scrypt$bench$none' });
    }
    // The rest in turns: a sign-up taken or cancelled (each pair alternates), and now and then a new password.
    const signedUp = new Set();
    for (let k = 0; written < EVENTS; k++) {
      if (k % 4 === 3) {
        const userId = members[k % MEMBERS];
        append(`user-${userId}`, 'PasswordChanged', { userId, passwordHash: `scrypt$bench$${k}` });
        continue;
      }
      const pair = k % (MEMBERS * SIGNUPS_PER_MEMBER);
      const userId = members[pair % MEMBERS];
      const serviceId = services[(Math.floor(pair / MEMBERS) * 17 + pair) % SERVICES];
      const key = `${serviceId}:${userId}`;
      if (signedUp.delete(key)) append(`service-${serviceId}`, 'SignupCancelled', { serviceId, userId, from: 'approved' });
      else {
        signedUp.add(key);
        append(`service-${serviceId}`, 'SignedUp', { serviceId, userId, status: 'approved', signedUpAt: occurredAt, waitlistPriority: false, radioAnswer: null, code: null });
      }
    }
  })();
  db.close();
}

async function firstOk(url, started) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The built app on the data dir: started, timed to its first 200 on /api/health. */
async function startApp(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', PARTNER_SIGNING_KEY: partnerSigningKey(), JWT_SECRET: 'bench-'.repeat(8), ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, SEED_DEMO: 'false', BOT_CHECK: 'altcha', LOGIN_RATE_LIMIT: '1000' };
  const started = performance.now();
  const child = spawn(process.execPath, ['backend/dist/main.js'], { env, stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const ms = await firstOk(`${url}/api/health`, started);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    ms,
    /** SIGTERM: the clean stop, which writes the snapshot when the read models moved since the last one. */
    stop: (signal = 'SIGTERM') => (child.kill(signal), exited),
  };
}

/** What staff read of the read models: the same after any start, or the rebuild is wrong. */
async function staffView(url) {
  const token = await signIn(url);
  const read = async (path) => (await fetch(`${url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).text();
  return Promise.all(['/admin/stats', '/admin/users', '/admin/services'].map(read));
}

/**
 * Read models that must be built again from the whole log: for the memory store, a snapshot as another
 * version of one projection would have written it (its header names an older version); for SQLite, no
 * read-models file (a version change there rebuilds only that model, beside the others).
 */
function invalidate(dataDir) {
  if (READ_STORE === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, READ_MODELS_FILE + suffix), { force: true });
    return;
  }
  const file = join(dataDir, READ_MODEL_SNAPSHOT);
  const bytes = readFileSync(file); // the body is partly binary: kept byte for byte
  const newline = bytes.indexOf(0x0a);
  const header = JSON.parse(bytes.subarray(0, newline).toString('utf8'));
  header.versions.signups -= 1;
  writeFileSync(file, Buffer.concat([Buffer.from(JSON.stringify(header)), bytes.subarray(newline)]));
}

export async function coldStart() {
  // BENCH_COLD_DATA_DIR: a folder kept between runs; seeded on the first (a minute), reused after.
  const kept = process.env.BENCH_COLD_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'klub-bench-cold-'));
  try {
    if (kept) mkdirSync(dataDir, { recursive: true });
    if (!kept || !existsSync(join(dataDir, 'events.sqlite'))) seed(dataDir);
    // The first start replays the whole log and writes the snapshot; its clean stop leaves it current.
    await (await startApp(dataDir)).stop();
    const ours = [];
    const bares = [];
    let view = null;
    // In turns, three of each: the median of each side is reported (the machine is shared).
    for (let round = 0; round < ROUNDS; round++) {
      const app = await startApp(dataDir);
      ours.push(app.ms);
      view ??= await staffView(app.url);
      await app.stop('SIGKILL'); // nothing moved: the snapshot on disk stays the one loaded
      const started = performance.now();
      const bare = fork(new URL('./bare-server.mjs', import.meta.url), { stdio: 'ignore' });
      const barePort = await new Promise((resolve) => bare.once('message', (message) => resolve(message.port)));
      bares.push(await firstOk(`http://127.0.0.1:${barePort}/api/health`, started));
      bare.kill('SIGKILL');
    }
    invalidate(dataDir);
    const rebuilt = await startApp(dataDir);
    const rebuiltView = await staffView(rebuilt.url);
    await rebuilt.stop();
    const oursMs = median(ours);
    return {
      events: EVENTS,
      readStore: READ_STORE,
      oursMs,
      bareMs: median(bares),
      invalidated: { ms: rebuilt.ms, sameAsSnapshotStart: rebuiltView.every((body, i) => body === view[i]), bytes: view.reduce((sum, body) => sum + body.length, 0) },
    };
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

// Alone (`node ops/bench/cold-start.mjs`, after `npm run build -w backend`).
if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(await coldStart());
