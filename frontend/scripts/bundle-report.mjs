// Prints the gzip size of what each kind of page downloads: the entry (with its static imports)
// and, per lazy route module, the extra chunks it pulls in. Run after `vite build`.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const source = (file) => readFileSync(join(assets, file), 'utf8');
const gzip = (file) => gzipSync(readFileSync(join(assets, file))).length;

/** Chunks a chunk imports statically (loaded together with it). */
function staticImports(file) {
  const code = source(file);
  const found = new Set();
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

function closure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (set) => [...set].reduce((sum, f) => sum + gzip(f), 0);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]);
const entrySet = closure(entry);
console.log(`entry (index.html): ${kb(total(entrySet))} gzip in ${entrySet.size} file(s)`);

const pattern = process.argv[2] ? new RegExp(process.argv[2]) : /./;
const rows = files
  .filter((f) => !entrySet.has(f) && pattern.test(f))
  .map((f) => {
    const extra = [...closure([f])].filter((x) => !entrySet.has(x));
    return { chunk: f, own: gzip(f), extra: total(new Set(extra)) };
  })
  .sort((a, b) => a.chunk.localeCompare(b.chunk));
for (const row of rows) console.log(`  ${row.chunk.padEnd(48)} own ${kb(row.own).padStart(8)}   with deps ${kb(row.extra).padStart(8)}`);
