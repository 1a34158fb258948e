// The staff exports at the club's size (issue 40 §1): each export's time, bytes and the longest
// GET /api/health answer while it ran, on a copy of a club built by `npm run seed:size`.
//   node ops/bench/export-bench.mjs <club folder> [--runs N] [--cpu-prof <folder>]
// READ_STORE chooses the read store as for the app. A club folder without that store's read models
// gets them built in the copy first (a start that catches up with the whole log: minutes at C).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_ADMIN, freePort, productionEnv, signIn, waitForHealth } from './app-process.mjs';
import { timedCall } from './size-probes.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '1' }, 'cpu-prof': { type: 'string' }, keep: { type: 'boolean', default: false } } });
const [club] = positionals;
if (!club) throw new Error('usage: node ops/bench/export-bench.mjs <club folder> [--runs N] [--cpu-prof <folder>] [--keep]');
const TIMEOUT_MS = Number(process.env.BENCH_SIZE_TIMEOUT_MS ?? 300_000);
/** A start that builds the read models from the log may take a quarter of an hour at C. */
const START_TRIES = 12_000;

const manifest = JSON.parse(readFileSync(join(club, 'club-size.json'), 'utf8'));
const exportsOf = ({ popular }) => [
  ['users', '/api/admin/users/export'],
  ["the popular service's sign-ups", `/api/admin/services/export/${popular.id}`],
  ['audit since 2016', '/api/admin/audit/export?from=2016-01-01'],
  ['insights (growth)', '/api/admin/insights/export?section=growth'],
];

/** An export opens with a download token for its path, as the browser's link does (asked for before the clock starts). */
async function withDownloadToken(url, path, adminToken) {
  const asked = `${url}/api/materials/downloadtoken?path=${encodeURIComponent(path.split('?')[0])}`;
  const { token } = await (await fetch(asked, { headers: { authorization: `Bearer ${adminToken}` } })).json();
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

const dataDir = values.keep ? club : mkdtempSync(join(tmpdir(), 'klub-export-bench-'));
if (!values.keep) cpSync(club, dataDir, { recursive: true });
const port = await freePort();
const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
const child = spawn(process.execPath, [...profile, 'backend/dist/main.js'], { env: { ...productionEnv(port, dataDir), SEED_DEMO: 'false' }, stdio: ['ignore', 'ignore', 'inherit'] });
const exited = new Promise((resolve) => child.once('exit', resolve));
const url = `http://127.0.0.1:${port}`;
try {
  const started = performance.now();
  await waitForHealth(url, START_TRIES);
  console.error(`${manifest.size} (${process.env.READ_STORE ?? 'default store'}): up in ${Math.round(performance.now() - started)} ms`);
  const admin = await signIn(url, BENCH_ADMIN);
  for (let run = 1; run <= Number(values.runs); run++) {
    for (const [name, path] of exportsOf(manifest)) {
      const call = await timedCall(url, await withDownloadToken(url, path, admin), admin, TIMEOUT_MS);
      const took = call.gaveUp ? `> ${TIMEOUT_MS} ms` : `${Math.round(call.ms)} ms`;
      console.log(JSON.stringify({ size: manifest.size, readStore: process.env.READ_STORE ?? null, run, name, status: call.status, ms: Math.round(call.ms), bytes: call.bytes, healthMs: Math.round(call.healthMs), gaveUp: call.gaveUp }));
      console.error(`  ${name}: ${took}, ${call.bytes} B, status ${call.status}, health ≤ ${Math.round(call.healthMs)} ms`);
    }
  }
} finally {
  // A clean stop, so a CPU profile is written and a kept folder's read models are saved.
  child.kill('SIGTERM');
  await exited;
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
}
