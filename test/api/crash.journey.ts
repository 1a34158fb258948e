import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteDatabase } from '../../backend/src/platform/sqlite/sqlite-database';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite.event-store';
import { api, ADMIN_EMAIL, ADMIN_PASSWORD, freePort, logIn, tempDataDir } from './support/boot';
import { killed, logUntilKilled, MAIN, productionEnv, startServer, waitForHealth } from './support/built-server';

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

describe('the log through a kill -9 (issue 38 §10)', () => {
  it('keeps a warning logged right before the kill, and the lines before it', async () => {
    // No ADMIN_PASSWORD: the first start creates the admin and warns with its password, just before it
    // answers its first request; killed at once, so nothing had the time of a timer.
    const lines = await logUntilKilled(productionEnv());
    expect(lines.find((line) => line.msg.startsWith('Bootstrap admin created'))).toMatchObject({ level: 40 });
    expect(lines.some((line) => line.level === 30 && / fut: /.test(line.msg))).toBe(true);
  });

  it('keeps the info lines older than a second', async () => {
    const lines = await logUntilKilled({ ...productionEnv(), ADMIN_PASSWORD }, async (url, dataDir) => {
      expect((await api({ url }, 'POST', '/user/password-reset-request', { body: { email: ADMIN_EMAIL } })).status).toBe(200);
      const outbox = join(dataDir, 'outbox');
      for (let i = 0; i < 100 && !(existsSync(outbox) && readdirSync(outbox).some((name) => name.endsWith('.eml'))); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      // The mail's line is logged as its file is written: a second later, it is in the log.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    expect(lines.some((line) => line.level === 30 && / fut: /.test(line.msg))).toBe(true);
    expect(lines.filter((line) => line.msg === 'Mail written to the outbox')).toHaveLength(1);
  });
});
