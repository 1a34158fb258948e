// Requests per second and p99 of the real app beside a bare node:http server, same load, same run.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { partnerSigningKey } from './production-env.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ADMIN = { email: 'admin@example.org', password: 'Bench-admin-2026' };

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors }),
    ),
  );
}

export async function httpBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'klub-bench-http-'));
  const port = await freePort();
  const app = spawn(process.execPath, ['backend/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', PARTNER_SIGNING_KEY: partnerSigningKey(), NODE_ENV: 'production', JWT_SECRET: 'bench-'.repeat(8), BOT_CHECK: 'altcha', LOGIN_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  let bare;
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    const { jwt } = await (await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
    const auth = { authorization: `Bearer ${jwt}` };
    const profileJson = await (await fetch(`${url}/api/profile`, { headers: auth })).text();
    // The demo catalogue (SEED_DEMO): the member's service list is a real page of groups and cards.
    const servicesJson = await (await fetch(`${url}/api/services`, { headers: auth })).text();

    bare = fork(new URL('./bare-server.mjs', import.meta.url), { env: { ...process.env, PROFILE_JSON: profileJson, SERVICES_JSON: servicesJson }, stdio: 'ignore' });
    const barePort = await new Promise((resolve) => bare.once('message', (m) => resolve(m.port)));
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const results = [];
    for (const [name, path, headers] of [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/profile (signed in)', '/api/profile', auth],
      ['GET /api/services (signed in)', '/api/services', auth],
    ]) {
      await load(`${url}${path}`, headers); // warm-up, not counted
      const baseline = await load(`${bareUrl}${path}`);
      const ours = await load(`${url}${path}`, headers);
      results.push({ name, ours, baseline });
    }
    return results;
  } finally {
    app.kill('SIGKILL');
    bare?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
