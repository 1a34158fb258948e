import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './boot';

/**
 * A Redis of the journey's own: `REDIS_URL` when it is set, else a `redis-server` started on a free
 * port with nothing on disk (the project's machines and CI install it), stopped afterwards.
 */
export async function journeyRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('this journey needs redis-server (apt-get install redis-server) or REDIS_URL');
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let tries = 0; spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() !== 'PONG'; tries++) {
    if (tries > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
