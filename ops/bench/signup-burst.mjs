// The 1000-sign-up burst of issue 4 §13 against the built app in its own process, beside the same burst
// of 1000 simultaneous GET /api/health in the same run (HTTP and framework cost alone). Every measured
// burst must seat exactly the limit (issue 24: the raw-append ratio is retired, the seat count stays).
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partnerSigningKey } from './production-env.mjs';
import { freePort } from './app-process.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../backend/dist/${path}`);
const { openSqliteDatabase } = dist('platform/sqlite/sqlite-database.js');
const { SqliteEventStore } = dist('platform/event-store/sqlite.event-store.js');

const MEMBERS = 1000;
/** Bursts of each kind, taken in turns; the figures are the median run's (the machine is shared). */
const ROUNDS = 3;
const SEATS = 100;
const SECRET = 'bench-burst-'.repeat(4);
const ADMIN = { email: 'admin@example.org', password: 'Bench-admin-2026' };
const metadata = { actorId: null, correlationId: 'bench', occurredAt: new Date(0).toISOString() };

/** Activated members written into the log before the app starts (as test/api/support/catalogue.ts does). */
async function seedMembers(dataDir) {
  const db = openSqliteDatabase(join(dataDir, 'events.sqlite'));
  const store = new SqliteEventStore(db);
  const members = Array.from({ length: MEMBERS }, (_, n) => ({ id: randomUUID(), email: `tanar${n}@example.org`, n }));
  db.transaction(() => {
    for (const { id, email, n } of members) {
      const contact = { email, firstName: `Tanár${n}`, lastName: 'Teszt', phone: '+36 30 000 0000', zip: '6720', city: 'Szeged' };
      void store.append(`user-${id}`, [
        { type: 'TeacherApplied', data: { ...contact, userId: id, schoolId: 's', schoolOm: '900001', personalId: '71234567897', appliedAt: metadata.occurredAt }, metadata },
        { type: 'UserActivated', data: { userId: id, email, firstName: contact.firstName, activation: null }, metadata },
        { type: 'ActivationCompleted', data: { userId: id, passwordHash: 'scrypt$bench$none' }, metadata },
      ], 'no_stream');
    }
  })();
  await store.close();
  db.close();
  return members;
}

/** HS256 session token as the app signs them (DESIGN §5 payload). */
function sessionToken({ id, email }) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: id, email, firstName: 'Tanár', nickName: 'Tanár', admin: false, sessionVersion: 0, aud: 'session', iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

function call(agent, port, method, path, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { ...(payload && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Every request at once, each on its own connection, opened beforehand: 1000 simultaneous connects
 * would overflow the listen backlog and measure the kernel's SYN retries instead of the server.
 */
async function burst(port, requests) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity });
  await Promise.all(requests.map(() => call(agent, port, 'GET', '/api/health')));
  const started = performance.now();
  const answers = await Promise.all(requests.map(([method, path, body, token]) => call(agent, port, method, path, body, token)));
  const wallMs = performance.now() - started;
  agent.destroy();
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { answers, wallMs, p99: sorted[Math.ceil(sorted.length * 0.99) - 1] };
}

/**
 * Waits until the app has done what the last burst caused: its reactors have read every event (they
 * wait for the requests in flight, so just after a burst they have queued nothing yet) and its job
 * queue is empty. Its readiness reports both.
 */
async function settled(agent, port) {
  for (let i = 0; i < 600; i++) {
    const { body } = await call(agent, port, 'GET', '/api/health/ready');
    if (body?.details?.reactors?.lag === 0 && body?.details?.queue?.depth === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reactors and the job queue did not settle within a minute');
}

/** The run with the median wall time, its p99 with it. */
const medianRun = (runs) => [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)];

export async function signupBurst() {
  const dataDir = mkdtempSync(join(tmpdir(), 'klub-bench-burst-'));
  const members = await seedMembers(dataDir);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', PARTNER_SIGNING_KEY: partnerSigningKey(), NODE_ENV: 'production', BOT_CHECK: 'altcha' };
  const app = spawn(process.execPath, ['backend/dist/main.js'], { env, stdio: 'ignore' });
  try {
    const agent = new Agent({ keepAlive: true });
    for (let i = 0; i < 300 && (await call(agent, port, 'GET', '/api/health').catch(() => ({ status: 0 }))).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    const { jwt } = (await call(agent, port, 'POST', '/api/user/login', ADMIN)).body;
    const service = async (name) => {
      const group = (await call(agent, port, 'POST', '/api/admin/servicegroups', { name }, jwt)).body.id;
      const { id } = (await call(agent, port, 'POST', '/api/admin/services', { serviceGroupId: group }, jwt)).body;
      await call(agent, port, 'PUT', '/api/admin/services', { id, name, active: true, hidden: false, limit: SEATS, waitlistAvailable: true }, jwt);
      return id;
    };
    const tokens = members.map(sessionToken);
    const signups = (serviceId) => tokens.map((token) => ['POST', '/api/services/signup', { serviceId }, token]);
    await burst(port, signups(await service('Bemelegítés'))); // JIT warm-up, not counted
    const healths = [];
    const bursts = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Each measured burst starts on a quiet server: the previous burst's thousand mails are written first.
      await settled(agent, port);
      healths.push(await burst(port, members.map(() => ['GET', '/api/health'])));
      const measured = await service(`Mérés ${round}`);
      await settled(agent, port);
      const ours = await burst(port, signups(measured));
      const seated = ours.answers.filter((a) => a.body?.signedUp).length;
      const failed = ours.answers.filter((a) => a.status >= 500).length;
      if (seated !== SEATS || failed > 0) throw new Error(`burst broke the rules: ${seated} of ${SEATS} seats taken, ${failed} server errors`);
      bursts.push({ ...ours, seated });
    }
    agent.destroy();
    return { ours: medianRun(bursts), health: medianRun(healths), members: MEMBERS, seats: SEATS };
  } finally {
    app.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
