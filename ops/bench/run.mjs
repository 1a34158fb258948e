// npm run bench: every figure is printed beside a baseline measured in the same run, because this
// machine is shared and noisy; docs/benchmarks.md receives the latest table.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { coldStart } from './cold-start.mjs';
import { httpBench } from './http-bench.mjs';
import { importBench, importLines } from './import-bench.mjs';
import { pageBench } from './page-bench.mjs';
import { signupBurst } from './signup-burst.mjs';
import { storeBench } from './store-bench.mjs';

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ratio = (a, b) => (a / b).toFixed(2);

const store = await storeBench();
const http = await httpBench();
const burst = await signupBurst();
const cold = await coldStart();
const pages = await pageBench();
const imports = await importBench();

const lines = [
  '| measure | ours | baseline | ratio (ours / baseline) |',
  '|---|---|---|---|',
  ...store.map((r) => `| ${r.name} | ${fmt(r.ours)} ${r.unit} | ${fmt(r.baseline)} ${r.unit} (${r.baselineName}) | ${ratio(r.ours, r.baseline)} |`),
  ...http.flatMap((r) => [
    `| ${r.name}, 50 connections: throughput | ${fmt(r.ours.rps)} req/s | ${fmt(r.baseline.rps)} req/s (bare node:http) | ${ratio(r.ours.rps, r.baseline.rps)} |`,
    `| ${r.name}, 50 connections: p99 latency | ${r.ours.p99} ms | ${r.baseline.p99} ms (bare node:http) | ${ratio(r.ours.p99, Math.max(r.baseline.p99, 1))} |`,
  ]),
  `| 1000 sign-ups at once (100 seats + waitlist): wall time | ${fmt(burst.ours.wallMs)} ms | ${fmt(burst.health.wallMs)} ms (1000 × GET /api/health at once) | ${ratio(burst.ours.wallMs, burst.health.wallMs)} |`,
  `| 1000 sign-ups at once: p99 per request | ${fmt(burst.ours.p99)} ms | ${fmt(burst.health.p99)} ms (1000 × GET /api/health at once) | ${ratio(burst.ours.p99, burst.health.p99)} |`,
  `| Cold start with ${fmt(cold.events)} events in the log, from the read models' snapshot: first 200 (goal ≤ 3 s) | ${fmt(cold.oursMs)} ms | ${fmt(cold.bareMs)} ms (a bare node:http process) | ${ratio(cold.oursMs, cold.bareMs)} |`,
  `| Cold start with ${fmt(cold.events)} events, snapshot invalidated by a projection version change: first 200 after the full rebuild | ${fmt(cold.invalidated.ms)} ms (staff lists ${cold.invalidated.sameAsSnapshotStart ? 'identical to' : 'DIFFERENT from'} the snapshot start's) | ${fmt(cold.oursMs)} ms (the snapshot start) | ${ratio(cold.invalidated.ms, cold.oursMs)} |`,
  `| 1000 sign-ups at once: events appended per second | ${fmt(burst.eventsPerSecond)} events/s | ${fmt(burst.rawEventsPerSecond)} events/s (the same appends raw through SqliteEventStore) | ${ratio(burst.eventsPerSecond, burst.rawEventsPerSecond)} |`,
  ...importLines(imports),
];
const failed = http.filter((r) => r.ours.errors > 0);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pageLines = [
  '| page | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift |',
  '|---|---|---|---|---|---|---|---|---|',
  ...pages.pages.map((p) => `| ${p.name} | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.scores.seo} | ${seconds(p.fcp)} | ${seconds(p.lcp)} | ${fmt(p.tbt)} ms | ${p.cls.toFixed(3)} |`),
  '| goal (issue 13) | ≥ 95 | 100 | 100 | ≥ 95 | | | | |',
];
const jsLine = `First-load JavaScript of \`/\` (the entry and every chunk the prerendered page fetches after painting): ${(pages.js.bytes / 1024).toFixed(1)} kB gzip in ${pages.js.files} files; budget 150 kB (ratio ${ratio(pages.js.bytes, 150 * 1024)}).`;
const table = lines.join('\n');
const pageTable = pageLines.join('\n');
console.log(table);
console.log(`\n${pageTable}\n\n${jsLine}`);
if (failed.length) console.log(`Non-2xx answers or errors under load: ${failed.map((r) => `${r.name}: ${r.ours.errors}`).join(', ')}`);

writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks

Produced by \`npm run bench\` (ops/bench/). The machine is shared and noisy, so every figure stands beside a
baseline measured in the same run, and the ratio is what to compare between runs. Throughput ratios below 1
and latency ratios above 1 are the price of the framework, validation, JWT and the read-model lookup.

Latest run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores.
The load generator (autocannon) shares the machine with the server.

${table}

## Pages on a phone

Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium, the production build on
embedded defaults with the demo content; median of ${pages.runs} runs per page, each in a fresh browser profile.

${pageTable}

${jsLine}
`,
);
