#!/usr/bin/env node
/**
 * Fails when a route's first load has grown past its budget in frontend/budgets.json by more than
 * the allowance, or a screen (src/config/screens.ts) has no budget (scripts/budgets.mjs), measured
 * on a client build in `dist-budgets/` (byte sizes, no timing): `npm run test:budgets`, part of
 * `npm test`. It builds there rather than in `dist/`, so a full build with its prerendered pages is
 * left as it was.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetProblems, budgetRows, decisionTitlesOf } from './budgets.mjs';
import { routeFirstLoads } from './first-load.mjs';
import { loadScreens } from './screens.mjs';

const file = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = process.argv[2] ?? file('../dist-budgets');
const rows = budgetRows({ screens: await loadScreens(), budgets: JSON.parse(readFileSync(file('../budgets.json'), 'utf8')) });
const loads = routeFirstLoads(dist);
const measured = Object.fromEntries(Object.entries(loads).map(([module, load]) => [module, load.bytes]));
const problems = budgetProblems({ rows, measured, decisions: decisionTitlesOf(readFileSync(file('../../docs/decisions.md'), 'utf8')) });
if (problems.length > 0) {
  console.error(`First-load budgets: ${problems.length} problem(s)\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const largest = Math.max(...Object.values(measured));
console.log(`first-load budgets: ${rows.length} routes within their budgets (largest first load ${largest} bytes gzip)`);
