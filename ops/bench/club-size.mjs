// At the club's size (issue 40): the built app in production mode on embedded defaults, started on a
// club of size A (the demo), B (the real club) and C (ten times it) built by `npm run seed:size`; for
// each heavy route its time, its bytes and the longest GET /api/health answer while it ran; resident
// memory after start, after the reads and at a full rebuild's peak; at C, three admin screens.
// BENCH_SIZE_DATA_DIR keeps the built clubs (A/, B/, C/ under it) between runs: C takes minutes to build.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, freePort, productionEnv, signIn, waitForHealth } from './app-process.mjs';
import { residentMb, sampleRss, timedCall } from './size-probes.mjs';
import { screenBench } from './size-screens.mjs';

export const SIZES = (process.env.BENCH_SIZES ?? 'A,B,C').split(',').filter(Boolean);
/** A route still running after this is given up (and the server restarted): the baseline's worst take minutes. */
const TIMEOUT_MS = Number(process.env.BENCH_SIZE_TIMEOUT_MS ?? 30_000);
/** Issue 40's "Done when". */
export const SIZE_GOALS = { healthMs: 50, insightsB: 1_000, insightsC: 3_000, asOfC: 2_000, perSignupRatio: 2, startRssC: 600, rebuildPeakC: 1_024, usableMs: 1_500, blockingMs: 200, pageGrowth: 2 };

const MANIFEST = 'club-size.json';
/** The most rows a list asked without paging parameters gives (contract/admin-users.ts). */
const MAX_LIST = 2_000;
/** What each read store keeps in the data dir (the log is the same for both). */
const READ_MODEL_FILES = { memory: ['read-models.snapshot'], sqlite: ['read-models.sqlite', 'read-models.sqlite-wal', 'read-models.sqlite-shm'] };

/** The read store the app runs on here: READ_STORE, else the built app's default. */
async function readStoreInUse() {
  const { DEFAULT_READ_STORE } = await import('../../backend/dist/config/load-config.js');
  return process.env.READ_STORE || DEFAULT_READ_STORE;
}

/** The club of this size: the kept one, else built now (in the kept folder when there is one). */
function builtClub(size, kept) {
  const dir = kept ? join(kept, size) : mkdtempSync(join(tmpdir(), `klub-size-${size}-`));
  if (!existsSync(join(dir, MANIFEST))) {
    mkdirSync(dir, { recursive: true });
    const env = { ...process.env, DATA_DIR: dir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, NODE_ENV: 'development' };
    const run = spawnSync(process.execPath, ['backend/dist/seed-club-size.js', size, '--force'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`seed:size ${size} failed`);
  }
  return { dir, manifest: JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')), temporary: !kept };
}

/**
 * A club kept from a build on another read store has no read models for this one: they are built once,
 * in the kept folder (a start that catches up with the whole log, then a clean stop), so that every
 * measured start is a warm one, as after an upgrade that does not change the models.
 */
async function withReadModels(club, store) {
  if (READ_MODEL_FILES[store].some((file) => existsSync(join(club.dir, file)))) return;
  console.error(`  ${club.manifest.size}: building the ${store} read models once (the whole log)`);
  const port = await freePort();
  const child = spawn(process.execPath, ['backend/dist/main.js'], { env: { ...productionEnv(port, club.dir), SEED_DEMO: 'false' }, stdio: 'ignore' });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, REBUILD_TRIES);
  } finally {
    child.kill('SIGTERM');
    await stopped;
  }
}

/** Health is asked every 100 ms: a warm start at C is given 5 minutes (on a loaded machine), a rebuild 20. */
const START_TRIES = 3_000;
const REBUILD_TRIES = 12_000;

/** The app on a copy of the club (a run must not change the kept one); `withoutReadModels` drops them first. */
async function startOn(club, { withoutReadModels = false, tries = START_TRIES } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'klub-size-run-'));
  cpSync(club.dir, dataDir, { recursive: true });
  if (withoutReadModels) for (const file of Object.values(READ_MODEL_FILES).flat()) rmSync(join(dataDir, file), { force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['backend/dist/main.js'], { env: { ...productionEnv(port, dataDir), SEED_DEMO: 'false' }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stopSampling = sampleRss(child.pid);
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, tries);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid, startMs: performance.now() - started, peakMb: stopSampling(), stop };
}

/** The heavy routes of issue 40, with the ids and the day this club's manifest names. */
function routes(manifest) {
  const { popular, middle, middleDay } = manifest;
  return [
    ['insights', '/api/admin/insights'],
    ['insights as of a day', `/api/admin/insights?asOf=${middleDay}`],
    ['a service: the popular one', `/api/admin/services/${popular.id}`],
    ['a service: the middle one', `/api/admin/services/${middle.id}`],
    ['history of the popular service', `/api/admin/history/service-${popular.id}`],
    ['audit trail since 2016', '/api/admin/audit?from=2016-01-01'],
    ['users (no paging parameters)', '/api/admin/users'],
    ['users: activated, page 1 of 20', '/api/admin/users?table=activated&page=1&pageSize=20'],
    ['users: waiting for activation', '/api/admin/users?table=unactivated'],
    ['service groups', '/api/admin/servicegroups'],
    ['companies', '/api/admin/companies'],
    ['companies: page 1 of 20', '/api/admin/companies?page=1&pageSize=20'],
    ["the member's services", '/api/services', 'member'],
    ['export: users', '/api/admin/users/export', 'download'],
    ["export: the popular service's sign-ups", `/api/admin/services/export/${popular.id}`, 'download'],
    ['export: audit since 2016', '/api/admin/audit/export?from=2016-01-01', 'download'],
    ['export: insights (growth)', '/api/admin/insights/export?section=growth', 'download'],
  ].map(([name, path, who = 'admin']) => ({ name, path, who }));
}

/** An export opens with a download token for its path, as the browser's link does (asked for before the clock starts). */
async function withDownloadToken(url, path, adminToken) {
  const asked = `${url}/api/materials/downloadtoken?path=${encodeURIComponent(path.split('?')[0])}`;
  const { token } = await (await fetch(asked, { headers: { authorization: `Bearer ${adminToken}` } })).json();
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** The round of reads; a route given up restarts the app, so the next one is not measured behind it. */
async function measureRoutes(club) {
  let app = await startOn(club);
  const start = { ms: app.startMs, rssMb: residentMb(app.pid).rss };
  const tokensOf = async (url) => ({ admin: await signIn(url, BENCH_ADMIN), member: await signIn(url, club.manifest.member) });
  let tokens = await tokensOf(app.url);
  const measured = [];
  for (const route of routes(club.manifest)) {
    const path = route.who === 'download' ? await withDownloadToken(app.url, route.path, tokens.admin) : route.path;
    const call = { ...(await timedCall(app.url, path, route.who === 'member' ? tokens.member : tokens.admin, TIMEOUT_MS)), path: route.path };
    measured.push({ ...route, ...call });
    console.error(`  ${club.manifest.size} ${route.name}: ${call.gaveUp ? `> ${TIMEOUT_MS} ms` : `${Math.round(call.ms)} ms`}, ${call.bytes} B, health ${Math.round(call.healthMs)} ms`);
    if (call.gaveUp) {
      app.stop();
      app = await startOn(club);
      tokens = await tokensOf(app.url);
    }
  }
  const afterReads = residentMb(app.pid)?.rss ?? null;
  const unactivated = await waitingList(app.url, tokens.admin);
  const memberCategories = (await (await fetch(`${app.url}/api/services`, { headers: { authorization: `Bearer ${tokens.member}` } })).json()).length;
  app.stop();
  return { start, routes: measured, unactivated, memberCategories, rssAfterReadsMb: afterReads, restarted: measured.some((r) => r.gaveUp) };
}

/** The SPEC's one list of the applicants waiting ("no paging"): how many rows, and whether they are the waiting ones only. */
async function waitingList(url, adminToken) {
  const rows = await (await fetch(`${url}/api/admin/users?table=unactivated`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
  return { rows: rows.length, waitingOnly: rows.every((row) => !row.activated && !row.rejected) };
}

/** A start without read models replays the whole log: its time and peak memory (up to 20 minutes, then given up). */
async function measureRebuild(club) {
  try {
    const app = await startOn(club, { withoutReadModels: true, tries: REBUILD_TRIES });
    return { result: { ms: app.startMs, peakMb: app.peakMb, rssMb: residentMb(app.pid)?.rss ?? null }, app };
  } catch (error) {
    return { result: { ms: null, peakMb: null, failed: error instanceof Error ? error.message : String(error) }, app: null };
  }
}

export async function clubSizeBench() {
  const kept = process.env.BENCH_SIZE_DATA_DIR;
  const readStore = await readStoreInUse();
  const results = [];
  for (const size of SIZES) {
    const club = builtClub(size, kept);
    try {
      await withReadModels(club, readStore);
      console.error(`club size ${size}: ${club.manifest.events} events`);
      const reads = await measureRoutes(club);
      const { result: rebuild, app } = await measureRebuild(club);
      // The screens at C, on the app the rebuild left running (its read models are the same).
      const screens = app && size === 'C' ? await screenBench(app.url, club.manifest).finally(app.stop) : (app?.stop(), null);
      results.push({ size, manifest: club.manifest, ...reads, rebuild, screens });
    } finally {
      if (club.temporary) rmSync(club.dir, { recursive: true, force: true });
    }
  }
  return { timeoutMs: TIMEOUT_MS, readStore, results };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const held = (ok) => (ok ? 'met' : '**missed**');
const mb = (value) => (value == null ? '–' : `${fmt(value)} MB`);
const size = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : bytes >= 1e3 ? `${(bytes / 1e3).toFixed(1)} kB` : `${bytes} B`);
const time = (r, timeoutMs) => (r.gaveUp ? `> ${fmt(timeoutMs)} ms` : `${fmt(r.ms)} ms`);

/** The section's tables and the goals of issue 40's "Done when", met or **missed**. */
export function clubSizeSection({ timeoutMs, readStore, results }) {
  const at = (name) => results.find((r) => r.size === name);
  const route = (result, name) => result?.routes.find((r) => r.name === name);
  const header = results.map((r) => `${r.size} (${fmt(r.manifest.events)} events)`);
  const routeRows = results[0].routes.map(({ name, path }) => {
    const cells = results.map((result) => {
      const r = route(result, name);
      return `${time(r, timeoutMs)}, ${r.status === 200 ? size(r.bytes) : `status ${r.status}`}, health ≤ ${fmt(r.healthMs)} ms`;
    });
    const base = route(at('A'), name);
    const ratios = results.filter((r) => r.size !== 'A').map((result) => (base && !route(result, name).gaveUp ? `${(route(result, name).ms / Math.max(base.ms, 1)).toFixed(1)}×` : '–'));
    return `| ${name} (\`${path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}').replace(/asOf=[0-9-]+/, 'asOf={a day in the middle}')}\`) | ${cells.join(' | ')} | ${ratios.join(' | ')} |`;
  });
  const others = results.filter((r) => r.size !== 'A').map((r) => `${r.size} / A`);
  const memory = [
    ['warm start (read models kept): first 200', (r) => `${fmt(r.start.ms)} ms`],
    ['resident memory after start', (r) => mb(r.start.rssMb)],
    ['resident memory after the round of reads', (r) => `${mb(r.rssAfterReadsMb)}${r.restarted ? ' (restarted after a route given up)' : ''}`],
    ['full rebuild (no read models): first 200', (r) => (r.rebuild.failed ? `not measured: ${r.rebuild.failed}` : `${fmt(r.rebuild.ms)} ms`)],
    ['full rebuild: peak resident memory', (r) => mb(r.rebuild.peakMb)],
  ].map(([name, cell]) => `| ${name} | ${results.map(cell).join(' | ')} |`);
  const perSignup = (result) => {
    const popular = route(result, 'a service: the popular one');
    const middle = route(result, 'a service: the middle one');
    if (!popular || !middle || popular.gaveUp) return null;
    return popular.ms / result.manifest.popular.signups / (middle.ms / result.manifest.middle.signups);
  };
  const heavy = (result) => (result ? Math.max(...result.routes.map((r) => r.healthMs)) : null);
  const ms = (result, name) => (result ? route(result, name) : null);
  const within = (r, goal) => r && !r.gaveUp && r.ms <= goal;
  // The waiting applicants are one list by the SPEC's rule ("no paging"): bounded by being the waiting ones only, at most the list's 2,000.
  // The member's first answer is each category's first cards (decision 0098): its page is a category's, so it is
  // compared per category (C has 40 categories, B 12: staff make them, members and sign-ups do not).
  const perPage = { "the member's services": (result) => result.memberCategories ?? 1 };
  const bounded = ['users: activated, page 1 of 20', 'companies: page 1 of 20', "the member's services"].map((name) => {
    const b = ms(at('B'), name);
    const c = ms(at('C'), name);
    const pages = perPage[name] ?? (() => 1);
    return { name, ok: !!(b && c && c.status === 200 && c.bytes / pages(at('C')) <= (SIZE_GOALS.pageGrowth * b.bytes) / pages(at('B'))) };
  });
  const b = at('B');
  const c = at('C');
  const goals = [
    `no route holds \`/api/health\` beyond ${SIZE_GOALS.healthMs} ms at B and C (longest: B ${fmt(heavy(b) ?? 0)} ms, C ${fmt(heavy(c) ?? 0)} ms): ${held(b && c && heavy(b) <= SIZE_GOALS.healthMs && heavy(c) <= SIZE_GOALS.healthMs)}`,
    `insights ≤ 1 s at B: ${held(within(ms(b, 'insights'), SIZE_GOALS.insightsB))}; ≤ 3 s at C: ${held(within(ms(c, 'insights'), SIZE_GOALS.insightsC))}; as of a day ≤ 2 s at C: ${held(within(ms(c, 'insights as of a day'), SIZE_GOALS.asOfC))}`,
    `every list route's answer bounded by its page size (the page at C at most ${SIZE_GOALS.pageGrowth}× its size at B): ${bounded.map((l) => `${l.name}${perPage[l.name] ? ` (per category: B ${at('B')?.memberCategories}, C ${at('C')?.memberCategories})` : ''} ${held(l.ok)}`).join(', ')}; users: waiting for activation, one list by the SPEC's rule, ${fmt(c?.unactivated?.rows ?? 0)} rows at C, the waiting ones only and at most ${fmt(MAX_LIST)}: ${held(c?.unactivated && c.unactivated.waitingOnly && c.unactivated.rows <= MAX_LIST)}`,
    `the popular service's admin view at C within ${SIZE_GOALS.perSignupRatio}× the middle one's per sign-up (${perSignup(c)?.toFixed(1) ?? 'given up'}×): ${held((perSignup(c) ?? Infinity) <= SIZE_GOALS.perSignupRatio)}`,
    `resident memory at C ≤ ${SIZE_GOALS.startRssC} MB after start (${mb(c?.start.rssMb)}): ${held(c && c.start.rssMb <= SIZE_GOALS.startRssC)}; ≤ 1 GB at the rebuild's peak (${mb(c?.rebuild.peakMb)}): ${held(c && c.rebuild.peakMb <= SIZE_GOALS.rebuildPeakC)}`,
    ...(c?.screens ?? []).map((s) => `${s.name} at C usable within 1.5 s with under 200 ms of blocking: ${s.failed ? `**missed** (${s.failed})` : held(s.usableMs <= SIZE_GOALS.usableMs && s.blockingMs < SIZE_GOALS.blockingMs)}`),
  ];
  const screens = c?.screens && [
    '| screen at C, 1280 px | usable | blocking (long tasks over 50 ms) | DOM nodes |',
    '|---|---|---|---|',
    ...c.screens.map((s) => (s.failed ? `| ${s.name} | not usable: ${s.failed} | | |` : `| ${s.name} | ${fmt(s.usableMs)} ms | ${fmt(s.blockingMs)} ms | ${fmt(s.domNodes)} |`)),
  ];
  return `## At the club's size

Clubs built by \`npm run seed:size\` (issue 40): ${results.map((r) => `${r.size} ${r.size === 'A' ? 'the demo content' : `${fmt(r.manifest.counts.join ?? 0)} members, ${fmt(r.manifest.counts.service ?? 0)} services, ${fmt(r.manifest.counts.signup ?? 0)} sign-ups, the popular service ${r.manifest.popular.seated} seated and ${r.manifest.popular.waiting} waiting, the middle one ${r.manifest.middle.seated} and ${r.manifest.middle.waiting}`}`).join('; ')}.
The built app in production mode on embedded defaults (\`READ_STORE=${readStore}\`), each call alone while \`GET /api/health\` is asked every ~10 ms
beside it (its longest answer is the "health" figure: how long the server stopped answering anyone). A call still running
after ${fmt(timeoutMs)} ms is given up and the app restarted before the next one. Sizes are the decoded bodies.

| route | ${header.join(' | ')} | ${others.join(' | ')} |
|---|${results.map(() => '---|').join('')}${others.map(() => '---|').join('')}
${routeRows.join('\n')}

| memory and start | ${header.join(' | ')} |
|---|${results.map(() => '---|').join('')}
${memory.join('\n')}
${screens ? `\n${screens.join('\n')}\n` : ''}
Issue 40's "Done when":
${goals.map((goal) => `- ${goal}`).join('\n')}`;
}
