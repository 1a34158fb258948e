// Requests per second and p99 of the real app beside a bare node:http server, same load, same run.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signIn, startApp } from './app-process.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * The bare server and the app take turns, this many rounds each, and each figure is the median of its
 * rounds: a spell of load from elsewhere on the machine then lands on both sides, not on one.
 */
const ROUNDS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors }),
    ),
  );
}

/** The entry script every page loads (named in the build's index.html), and its Brotli copy. */
function entryScript() {
  const dist = new URL('../../frontend/dist/', import.meta.url);
  const path = readFileSync(new URL('index.html', dist), 'utf8').match(/src="(\/assets\/index-[^"]+\.js)"/)[1];
  return { path, brotliFile: fileURLToPath(new URL(`.${path}.br`, dist)) };
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

    const entry = entryScript();
    const bareEnv = { PROFILE_JSON: profileJson, SERVICES_JSON: servicesJson, ASSET_PATH: entry.path, ASSET_BROTLI_FILE: entry.brotliFile };
    bare = fork(new URL('./bare-server.mjs', import.meta.url), { env: { ...process.env, ...bareEnv }, stdio: 'ignore' });
    const barePort = await new Promise((resolve) => bare.once('message', (m) => resolve(m.port)));
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const results = [];
    for (const [name, path, headers] of [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/profile (signed in)', '/api/profile', auth],
      ['GET /api/services (signed in)', '/api/services', auth],
      // What a first visit asks for most: a club page loads 27–63 of the build's scripts at once.
      ['GET the entry script (Brotli, as a browser asks)', entry.path, { 'accept-encoding': 'br' }],
    ]) {
      await load(`${url}${path}`, headers); // warm-up, not counted
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push({ baseline: await load(`${bareUrl}${path}`), ours: await load(`${url}${path}`, headers) });
      const summary = (side) => ({
        rps: median(rounds.map((r) => r[side].rps)),
        p99: median(rounds.map((r) => r[side].p99)),
        errors: rounds.reduce((sum, r) => sum + r[side].errors, 0),
      });
      results.push({ name, ours: summary('ours'), baseline: summary('baseline') });
    }
    return results;
  } finally {
    app.stop();
    bare?.kill('SIGKILL');
  }
}
