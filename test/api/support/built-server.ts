import { ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_EMAIL, freePort, tempDataDir } from './boot';

const ROOT = join(__dirname, '..', '..', '..');
/** The built server, as production starts it (`npm test` builds it first: npm run build -w backend). */
export const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

/** The built server on a data dir and port; its standard output goes to `stdout` (a file descriptor) when given. */
export function startServer(dataDir: string, port: number, env: Record<string, string>, stdout?: number): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL, SEED_DEMO: 'false', ...env },
    stdio: stdout === undefined ? 'ignore' : ['ignore', stdout, 'inherit'],
  });
}

/** What production needs to start: its secrets given (JSON logs are its default). */
export const productionEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  PARTNER_SIGNING_KEY: JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })),
  STATIC_DIR: join(ROOT, 'no-spa'),
});

export async function waitForHealth(url: string): Promise<void> {
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

export const killed = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

/** A JSON log line as pino writes it. */
export interface LogLine {
  level: number;
  msg: string;
  context?: string;
}

/**
 * Starts the built server on a fresh data dir with its standard output in a file, does `between`,
 * kills it with SIGKILL (nothing more is flushed) and answers the lines the file holds.
 */
export async function logUntilKilled(env: Record<string, string>, between: (url: string, dataDir: string) => Promise<void> = async () => {}): Promise<LogLine[]> {
  const dataDir = tempDataDir();
  const log = join(dataDir, 'stdout.log');
  const port = await freePort();
  const out = openSync(log, 'w');
  const server = startServer(dataDir, port, env, out);
  closeSync(out);
  try {
    await waitForHealth(`http://localhost:${port}`);
    await between(`http://localhost:${port}`, dataDir);
  } finally {
    server.kill('SIGKILL');
    await killed(server);
  }
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);
  rmSync(dataDir, { recursive: true, force: true });
  return lines;
}
