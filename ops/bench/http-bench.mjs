// Requests per second and p99 of the real app beside a bare node:http server, same load, same run.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { signIn, startApp } from './app-process.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors }),
    ),
  );
}

export async function httpBench() {
  const app = await startApp();
  let bare;
  try {
    const { url } = app;
    const jwt = await signIn(url);
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
    app.stop();
    bare?.kill('SIGKILL');
  }
}
