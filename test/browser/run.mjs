// Browser journeys: runs every test/browser/journeys/*.mjs one after another, each with its own
// backend (built, serving frontend/dist) on a free port with a fresh data directory and its own
// Chromium. Screenshots go to test/browser/screenshots/.
//
//   npm run build && node test/browser/run.mjs            # every journey
//   node test/browser/run.mjs membership                  # only journeys whose file name matches
//
// Prints one final line "N passed, M failed"; exits 1 on any failed step (assertion, console
// error, failed request or unexpected HTTP error response).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, createHarness } from './support/harness.mjs';

const JOURNEYS = join(ROOT, 'test', 'browser', 'journeys');
const filter = process.argv[2];
const files = readdirSync(JOURNEYS)
  .filter((file) => file.endsWith('.mjs'))
  .filter((file) => !filter || file.includes(filter))
  .sort();

const results = [];
let current = null;

process.once('SIGINT', () => void (current?.cleanUp() ?? Promise.resolve()).then(() => process.exit(130)));
process.once('SIGTERM', () => void (current?.cleanUp() ?? Promise.resolve()).then(() => process.exit(143)));

for (const file of files) {
  const journey = await import(pathToFileURL(join(JOURNEYS, file)).href);
  const title = journey.title ?? file;
  console.log(`\n=== ${title} (${file})`);
  current = createHarness(title);
  try {
    await journey.default(current);
  } catch (error) {
    current.fail(`${title}: unexpected error`, error);
  } finally {
    await current.cleanUp();
  }
  results.push(...current.results);
  current = null;
}

if (files.length === 0) results.push({ name: 'no journey found', ok: false });
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.log('\nfailed:');
  for (const r of failed) console.log(`  ✗ ${r.journey ? `[${r.journey}] ` : ''}${r.name}`);
}
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
