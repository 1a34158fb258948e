// Imports that cannot stall the server (issue 22 §6): the built app in its own process reads the
// largest table files while /api/health is asked again and again; its answers' latency beside the same
// polling of an idle server (the baseline, same run), and the server's peak memory per upload.
//   node ops/bench/import-bench.mjs        (after npm run build -w backend; npm run bench runs it too)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { signIn, startApp } from './app-process.mjs';

const require = createRequire(import.meta.url);
const { TABLE_LIMITS } = require('../../backend/dist/shared/upload-limits.js');
const { ZipArchive } = require('../../backend/dist/platform/tables/zip-archive.js');
const ExcelJS = require('exceljs');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IDLE_MS = 3000;

/** An XLSX as exceljs's streaming writer saves it (shared strings or inline), row by row. */
async function workbook(rowCount, row, useSharedStrings) {
  const chunks = [];
  const stream = new PassThrough().on('data', (chunk) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings });
  const sheet = book.addWorksheet('Lista');
  for (let n = 0; n < rowCount; n++) sheet.addRow(row(n)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** The files: the largest each limit lets through, and the one the issue found (refused now). */
async function files() {
  const wide = Array.from({ length: 110 }, (_, column) => `Cím, telefon, fenntartó és egyéb adatok, ${column}. oszlop`);
  const school = (n) => (n === 0 ? ['OM azonosító', 'Intézmény neve', 'Település', ...wide.map((_, c) => `Adat ${c}`)] : [100000 + n, `Példa Iskola ${n}`, 'Szeged', ...wide]);
  const csvRow = (n) => (n === 0 ? 'om;név;település;megjegyzés' : `${200000 + n};Példa Iskola ${n};Pécs;${'Hosszú megjegyzés a fenntartóról és a címről. '.repeat(35)}`);
  return [
    { name: `the largest school list: ${TABLE_LIMITS.rows} rows of ${3 + wide.length} columns (XLSX, inline strings)`, file: await workbook(TABLE_LIMITS.rows, school, false), type: XLSX, filename: 'iskolak.xlsx' },
    // Its OM ids are all malformed, so that the code before issue 22 only reads it and reports every row.
    { name: "the issue's file: 400,000 rows (XLSX, shared strings)", file: await workbook(400_001, (n) => (n === 0 ? ['om', 'name', 'city'] : [`OM-${n}`, `Példa Iskola ${n}`, 'Szeged']), true), type: XLSX, filename: 'iskolak.xlsx' },
    { name: `the largest CSV: ${TABLE_LIMITS.rows} rows of about 2 KB`, file: Buffer.from(Array.from({ length: TABLE_LIMITS.rows }, (_, n) => csvRow(n)).join('\r\n')), type: 'text/csv', filename: 'iskolak.csv' },
  ];
}

/** Health asked again and again (each after the last answer) while `during` runs: each answer's latency. */
async function pollHealth(url, during) {
  const latencies = [];
  let done = false;
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const result = await during();
  const wallMs = performance.now() - started;
  done = true;
  await polling;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { result, wallMs, answers: latencies.length, max: sorted.at(-1), p99: sorted[Math.ceil(sorted.length * 0.99) - 1] };
}

const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** Linux resets a process's peak resident size when 5 is written to its clear_refs. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** Each upload on a fresh server, so that its peak memory is its own. */
export async function importBench() {
  const uploads = await files();
  const results = [];
  let idle;
  for (const item of uploads) {
    const app = await startApp({ SEED_DEMO: 'false' });
    try {
      const admin = await signIn(app.url);
      // The first import of each kind loads exceljs (a fifth of a second) and compiles its parser: not measured.
      await upload(app.url, admin, { file: await workbook(1, () => ['om', 'név', 'település'], true), type: XLSX, filename: 'warm.xlsx' });
      await upload(app.url, admin, { file: Buffer.from('om;név;település\n'), type: 'text/csv', filename: 'warm.csv' });
      idle ??= await pollHealth(app.url, () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
      resetPeak(app.pid);
      const startRssMb = peakRssMb(app.pid);
      const measured = await pollHealth(app.url, () => upload(app.url, admin, item));
      results.push({ ...item, ...measured, startRssMb, peakRssMb: peakRssMb(app.pid) });
    } finally {
      app.stop();
    }
  }
  return { idle, results };
}

async function upload(url, token, { file, type, filename }) {
  const form = new FormData();
  form.append('file', new Blob([file], { type }), filename);
  const response = await fetch(`${url}/api/admin/schools/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await response.json();
  return { status: response.status, summary: response.ok ? `${body.imported} imported, ${body.updated} updated` : body.errors?.map((e) => e.message ?? e.code).join(', ') };
}

const fmt = (ms) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
/** What an XLSX unpacks to (its parts as its central directory declares them), or a CSV's own size. */
const unpacked = (item) => (item.type === XLSX ? [...new ZipArchive(item.file).parts.values()].reduce((sum, part) => sum + part.size, 0) : item.file.length);

/** Markdown rows for the bench table. */
export function importLines({ idle, results }) {
  return results.flatMap((r) => [
    `| Import of ${r.name} (${mb(r.file.length)} upload, ${mb(unpacked(r))} unpacked; ${r.result.status}: ${r.result.summary}): /api/health max latency during it | ${fmt(r.max)} (${r.answers} answers in ${fmt(r.wallMs)}) | ${fmt(idle.max)} (idle server, ${idle.answers} answers) | ${(r.max / idle.max).toFixed(2)} |`,
    `| Import of ${r.name}: server's peak resident memory | ${Math.round(r.peakRssMb)} MB | ${Math.round(r.startRssMb)} MB (the same server just before the upload) | ${(r.peakRssMb / r.startRssMb).toFixed(2)} |`,
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lines = importLines(await importBench());
  console.log(['| measure | ours | baseline | ratio (ours / baseline) |', '|---|---|---|---|', ...lines].join('\n'));
}
