#!/usr/bin/env node
/**
 * npm run restore: brings a backup of npm run backup into a fresh data directory (issue 14 §10).
 *
 *   npm run restore -- --from ./backups/2026-11-25T10-00-00 [--data ./data]
 *
 * Refuses a data directory that already holds an event log: restoring over live data would mix two
 * histories. Start the site on the restored directory; it rebuilds the read models from the log.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { argument, EVENT_LOG, KEPT_ALONGSIDE, READ_MODEL_SNAPSHOT, READ_MODELS } from './layout.mjs';

process.umask(0o077);
const from = argument('--from');
if (!from) {
  console.error('restore: name the backup with --from <directory>');
  process.exit(2);
}
const source = resolve(from);
const dataDir = resolve(argument('--data') ?? process.env.DATA_DIR ?? './data');
if (!existsSync(join(source, EVENT_LOG)) || !existsSync(join(source, 'backup.json'))) {
  console.error(`restore: ${source} is not a backup (no ${EVENT_LOG} or backup.json)`);
  process.exit(2);
}
if (existsSync(join(dataDir, EVENT_LOG))) {
  console.error(`restore: ${dataDir} already holds an event log; restore into an empty data directory`);
  process.exit(2);
}
mkdirSync(dataDir, { recursive: true });
// Written from another log (the start would refuse it anyway): the restored log's first start rebuilds.
for (const name of [READ_MODEL_SNAPSHOT, ...READ_MODELS]) rmSync(join(dataDir, name), { force: true });
for (const name of [EVENT_LOG, ...KEPT_ALONGSIDE]) {
  if (existsSync(join(source, name))) cpSync(join(source, name), join(dataDir, name), { recursive: true, preserveTimestamps: true });
}
const manifest = JSON.parse(readFileSync(join(source, 'backup.json'), 'utf8'));
console.log(`restore: ${manifest.events} events (head ${manifest.head}) of ${manifest.createdAt} into ${dataDir}`);
