import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteDatabase } from '../../backend/src/platform/sqlite/sqlite-database';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite.event-store';
import { api, ADMIN_EMAIL, ADMIN_PASSWORD, freePort, logIn, tempDataDir } from './support/boot';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

function startServer(dataDir: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL, SEED_DEMO: 'false', ...env },
    stdio: 'ignore',
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const killed = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('kill -9 at any moment', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error('backend/dist/main.js is missing: npm test builds it first (npm run build -w backend)');
  });

  it('keeps every append the event log acknowledged', async () => {
    const file = join(tempDataDir(), 'events.sqlite');
    const child = spawn(process.execPath, [join(__dirname, 'support', 'append-until-killed.js'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGKILL');
    await killed(child);

    const acknowledged = output.split('\n').filter(Boolean).map(Number);
    expect(acknowledged.length).toBeGreaterThan(50);
    const store = new SqliteEventStore(openSqliteDatabase(file));
    const head = await store.headPosition();
    expect(head).toBeGreaterThanOrEqual(Math.max(...acknowledged));
    const stored = new Set((await store.readAll(0, head)).map((event) => event.position));
    expect(acknowledged.filter((position) => !stored.has(position))).toEqual([]);
    await store.close();
  });

  it('keeps the admin created by a server that was killed right after answering', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const first = startServer(dataDir, port, { ADMIN_PASSWORD });
    await waitForHealth(url);
    await logIn({ url });
    first.kill('SIGKILL');
    await killed(first);

    const second = startServer(dataDir, port, { ADMIN_PASSWORD: '' });
    try {
      await waitForHealth(url);
      expect((await api({ url }, 'POST', '/user/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status).toBe(200);
    } finally {
      second.kill('SIGKILL');
      await killed(second);
    }
  });
});
