// Starting the built app for a bench, as an operator would run it in production.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partnerSigningKey } from './production-env.mjs';

export const BENCH_ADMIN = { email: 'admin@example.org', password: 'Bench-admin-2026' };
/** The demo content's member (SEED_DEMO, backend/src/modules/accounts/seeds/demo-members.seed.ts). */
export const DEMO_MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Waits for the first 200 of /api/health, trying every 100 ms (30 s by default; a full rebuild may take longer). */
export async function waitForHealth(url, tries = 300) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

/** The built app's environment in production mode on embedded defaults, as the benches start it. */
export const productionEnv = (port, dataDir) => ({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  PARTNER_SIGNING_KEY: partnerSigningKey(),
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-'.repeat(8),
  BOT_CHECK: 'altcha',
  LOGIN_RATE_LIMIT: '1000',
});

/** The app on a free port with a fresh data folder and the demo content (its process id too); `stop()` removes both. */
export async function startApp(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'klub-bench-app-'));
  const port = await freePort();
  const env = { ...productionEnv(port, dataDir), SEED_DEMO: 'true', ...extraEnv };
  const child = spawn(process.execPath, ['backend/dist/main.js'], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, port, dataDir, pid: child.pid, stop };
}

export async function signIn(url, credentials = BENCH_ADMIN) {
  const response = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  return (await response.json()).jwt;
}
