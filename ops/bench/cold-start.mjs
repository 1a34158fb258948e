// Cold start (issue 13 §6): the built app on embedded defaults with 100,000 events in its log, from
// process start to its first 200, beside a bare node:http process started the same way in the same run.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partnerSigningKey } from './production-env.mjs';
import { freePort } from './app-process.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../backend/dist/${path}`);
const { openSqliteDatabase } = dist('platform/sqlite/sqlite-database.js');
const { SqliteEventStore } = dist('platform/event-store/sqlite.event-store.js');

const EVENTS = 100_000;
const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const metadata = { actorId: null, correlationId: 'bench', occurredAt: new Date(0).toISOString() };

/** Members as the app writes them: applied, activated, registered (three events each). */
function seed(dataDir) {
  const db = openSqliteDatabase(join(dataDir, 'events.sqlite'));
  const store = new SqliteEventStore(db);
  db.transaction(() => {
    for (let n = 0; n < EVENTS / 3; n++) {
      const id = randomUUID();
      const email = `tanar${n}@example.org`;
      void store.append(`user-${id}`, [
        { type: 'TeacherApplied', data: { email, firstName: `Tanár${n}`, lastName: 'Teszt', phone: '', zip: '6720', city: 'Szeged', userId: id, schoolId: 's', schoolOm: '900001', personalId: '71234567897', appliedAt: metadata.occurredAt }, metadata },
        { type: 'UserActivated', data: { userId: id, email, firstName: `Tanár${n}`, activation: null }, metadata },
        { type: 'ActivationCompleted', data: { userId: id, passwordHash: 'scrypt$bench$none' }, metadata },
      ], 'no_stream');
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

export async function coldStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'klub-bench-cold-'));
  seed(dataDir);
  try {
    const ours = [];
    const bares = [];
    // In turns, three of each: the median of each side is reported (the machine is shared).
    for (let round = 0; round < ROUNDS; round++) {
      const port = await freePort();
      const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', PARTNER_SIGNING_KEY: partnerSigningKey(), JWT_SECRET: 'bench-'.repeat(8), ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'Bench-admin-2026', SEED_DEMO: 'false', BOT_CHECK: 'altcha' };
      let started = performance.now();
      const app = spawn(process.execPath, ['backend/dist/main.js'], { env, stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore' });
      ours.push(await firstOk(`http://127.0.0.1:${port}/api/health`, started));
      app.kill('SIGKILL');
      await new Promise((resolve) => app.once('exit', resolve));
      started = performance.now();
      const bare = fork(new URL('./bare-server.mjs', import.meta.url), { stdio: 'ignore' });
      const barePort = await new Promise((resolve) => bare.once('message', (message) => resolve(message.port)));
      bares.push(await firstOk(`http://127.0.0.1:${barePort}/api/health`, started));
      bare.kill('SIGKILL');
    }
    const oursMs = median(ours);
    return { events: EVENTS, oursMs, bareMs: median(bares), rebuildRate: EVENTS / (oursMs / 1000) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
