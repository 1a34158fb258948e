#!/usr/bin/env node
/**
 * npm run backup: an online, consistent copy of the embedded data while the site runs (issue 14 §10).
 *
 *   npm run backup [-- --data ./data] [-- --to ./backups/2026-11-25T10-00-00]
 *
 * The event log (which also holds the durable jobs and checkpoints) through SQLite's backup API: a
 * consistent snapshot however many writes run meanwhile. Then the uploaded files, the mail outbox and
 * the generated keys. Files are copied after the snapshot: every file an event of the snapshot names
 * was stored before that event was written, so it is there to copy. Read models are rebuilt from the
 * log on start and need no copy. The copy is as secret as the data directory: owner-only.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import Database from 'better-sqlite3';
import { argument, EVENT_LOG, KEPT_ALONGSIDE } from './layout.mjs';

process.umask(0o077);
const dataDir = resolve(argument('--data') ?? process.env.DATA_DIR ?? './data');
const target = resolve(argument('--to') ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
const log = join(dataDir, EVENT_LOG);
if (!existsSync(log)) {
  console.error(`backup: no event log at ${log}`);
  process.exit(2);
}
// An erasure removes a person from the data directory as the site runs (issue 22 §1); a copy kept in it
// would hold them on, so backups live elsewhere, where their retention applies (ops/README.md).
if (isInside(target, dataDir)) {
  console.error(`backup: ${target} is inside the data directory ${dataDir}; write backups elsewhere`);
  process.exit(2);
}
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`backup: ${target} is not empty`);
  process.exit(2);
}
mkdirSync(target, { recursive: true });

const started = Date.now();
const db = new Database(log, { readonly: true, fileMustExist: true });
try {
  await db.backup(join(target, EVENT_LOG));
} finally {
  db.close();
}
const snapshot = new Database(join(target, EVENT_LOG), { readonly: true });
const events = snapshot.prepare('SELECT COUNT(*) AS n, COALESCE(MAX(position), 0) AS head FROM events').get();
snapshot.close();

const copied = [];
for (const name of KEPT_ALONGSIDE) {
  const from = join(dataDir, name);
  if (!existsSync(from)) continue;
  cpSync(from, join(target, name), { recursive: true, preserveTimestamps: true });
  copied.push(statSync(from).isDirectory() ? `${name}/` : name);
}
const manifest = { createdAt: new Date().toISOString(), from: dataDir, events: events.n, head: events.head, copied };
writeFileSync(join(target, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`backup: ${events.n} events (head ${events.head}) and ${copied.join(', ') || 'no other files'} in ${target} (${Date.now() - started} ms)`);

/** Whether `path` is `dir` or lies under it. */
function isInside(path, dir) {
  const rest = relative(dir, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}
