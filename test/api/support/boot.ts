import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from '../../../backend/src/config/load-config';
import { createApp, RunningApp } from '../../../backend/src/create-app';
import { conformanceOf } from './openapi-conformance';

export const ADMIN_EMAIL = 'admin@example.org';
export const ADMIN_PASSWORD = 'Admin-jelszo-2026';

export interface TestApp extends RunningApp {
  dataDir: string;
  /** Stops the app; the data dir is kept so a test can boot again on it. */
  stop(): Promise<void>;
  /** Stops the app and removes its data dir. */
  destroy(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'klub-journey-'));
}

/** Boots the whole app in embedded mode on a temp data dir and a free port. */
export async function bootApp(env: Record<string, string> = {}, dataDir = tempDataDir()): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    STATIC_DIR: join(dataDir, 'no-spa'),
    // The journeys run on either embedded read store: READ_STORE=memory|sqlite npm run test:api.
    ...(process.env.READ_STORE ? { READ_STORE: process.env.READ_STORE } : {}),
    ...env,
  });
  const running = await createApp({ ...config, port: 0 }, { logger: ['error'] });
  return {
    ...running,
    dataDir,
    stop: () => running.close(),
    async destroy() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api(
  app: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${app.url}/api${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  // Every answer is held against the app's OpenAPI document (the contract types it is built from).
  if (response.headers.get('content-type')?.includes('application/json')) {
    (await conformanceOf(app)).check(method, path, response.status, parsed);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export async function logIn(app: { url: string }, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const response = await api(app, 'POST', '/user/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.jwt;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** A port that was free a moment ago (for tests that start the server as a child process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
