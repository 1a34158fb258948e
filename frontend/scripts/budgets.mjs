/**
 * Per-route first-load budgets (issue 24). Their numbers are kept in frontend/budgets.json, two sizes
 * in gzip bytes each:
 *   - `base`: the route's first load when its budget was set (after issue 24's work);
 *   - `bytes`: its budget. A route may load up to ALLOWANCE bytes more than its budget.
 * A budget above its base must name, in `decision`, a decision of docs/decisions.md (a heading or a
 * decision's bold lead-in): a route grows past its allowance only after someone has written down why.
 *
 * Which routes there are comes from the screens (src/config/screens.ts), not from the file:
 * `budgetRows` makes a row for each screen's route module (its budget in `screens`, by path), one for
 * the shell alone (`shell`: what the screens without a module, the redirects, and the not-found page
 * load) and one per named chunk of route modules (`chunks`, first-load.mjs ROUTE_GROUPS); an admin
 * screen without a budget of its own has the admin chunk's, which is what it loads.
 */
import { ROUTE_GROUPS } from './first-load.mjs';
import { moduleFileOf } from './screens.mjs';

/** Growth a route may have without a decision: small changes do not need one. */
export const ALLOWANCE = 2048;

/**
 * The decisions of docs/decisions.md a budget can name: its headings (a section, e.g. "2026-11-27 —
 * …") and the bold lead-in of each decision in a section's list ("**Budgets per route.**"), without
 * its closing full stop.
 */
export const decisionTitlesOf = (markdown) =>
  new Set([
    ...[...markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1]),
    ...[...markdown.matchAll(/^\s*[-*]\s+\*\*(.+?)\*\*/gm)].map((match) => match[1].replace(/\.$/, '')),
  ]);

/** The kind of screen whose modules go into a named chunk, and so share its budget by default. */
const CHUNK_OF_ACCESS = { admin: 'admin' };

/**
 * The budget rows of these screens from budgets.json's numbers. A row: `route` (its address, for
 * people), `module` (a manifest key, `index.html` or `chunk:<name>`), `base`, `bytes`, `decision`;
 * `inChunk` when the module may be inside that chunk (then the chunk's row holds it); `missing` when
 * a screen has no budget; `module: null` for a budget no screen has.
 */
export function budgetRows({ screens, budgets }) {
  const own = budgets.screens ?? {};
  const redirects = screens.filter((screen) => !screen.module).map((screen) => screen.path);
  const rows = [{ route: `(shell only: ${[...redirects, 'not-found'].join(', ')})`, module: 'index.html', ...budgets.shell }];
  const inChunks = new Map(ROUTE_GROUPS.map((chunk) => [chunk, []]));
  for (const screen of screens.filter((s) => s.module)) {
    const module = moduleFileOf(screen);
    const chunk = CHUNK_OF_ACCESS[screen.access];
    if (own[screen.path]) rows.push({ route: screen.path, module, ...own[screen.path] });
    else if (chunk && budgets.chunks?.[chunk]) {
      rows.push({ route: screen.path, module, ...budgets.chunks[chunk], inChunk: chunk });
      inChunks.get(chunk)?.push(screen.path);
    } else rows.push({ route: screen.path, module, missing: true });
  }
  for (const [chunk, routes] of inChunks) {
    if (budgets.chunks?.[chunk]) rows.push({ route: `the ${chunk} chunk (${routes.join(', ')})`, module: `chunk:${chunk}`, ...budgets.chunks[chunk] });
  }
  const screened = new Set(screens.filter((s) => s.module).map((s) => s.path));
  for (const path of Object.keys(own).filter((p) => !screened.has(p))) rows.push({ route: path, module: null, ...own[path] });
  return rows;
}

/**
 * What is wrong with the budgets for these measured first loads (module → gzip bytes), as messages
 * for the developer who broke them; empty when every route keeps to its budget.
 */
export function budgetProblems({ rows, measured, decisions }) {
  const problems = [];
  const byModule = new Map(rows.filter((row) => row.module).map((row) => [row.module, row]));
  for (const [module, bytes] of Object.entries(measured)) {
    const row = byModule.get(module);
    if (!row) {
      problems.push(
        `${module} is a route module no screen declares. Declare its screen in src/config/screens.ts, or leave the file ` +
          `out of the router's routeModules (src/app/router.tsx) if it is not a screen.`,
      );
      continue;
    }
    if (row.missing) {
      problems.push(
        `${row.route} (${module}) has no budget. Add it to "screens" in frontend/budgets.json: "${row.route}": { "base": ${bytes}, "bytes": ${bytes} }.`,
      );
      continue;
    }
    if (bytes > row.bytes + ALLOWANCE) {
      const where = row.inChunk
        ? `give it a budget of its own in "screens" of frontend/budgets.json ("${row.route}": { "base": ${row.base}, "bytes": ${bytes}, "decision": … }), named for that decision`
        : `set its "bytes" in frontend/budgets.json to ${bytes} and its "decision" to that decision's heading or bold lead-in`;
      problems.push(
        `${row.route} (${module}) now loads ${bytes} bytes (gzip) before it is usable: ${bytes - row.bytes} more than its budget of ` +
          `${row.bytes}, past the ${ALLOWANCE}-byte allowance. Make it smaller (load the new code lazily, share a chunk), or ` +
          `write a decision in docs/decisions.md saying why this route may grow, then ${where}.`,
      );
    }
  }
  for (const row of rows) {
    if (row.module === null) {
      problems.push(`${row.route}: frontend/budgets.json has a budget for it, but no screen with a route module has that path (src/config/screens.ts). Remove it, or fix its path.`);
      continue;
    }
    if (row.missing) {
      if (!(row.module in measured)) problems.push(`${row.route} has no budget, and the build has no ${row.module}: fix the screen's module in src/config/screens.ts.`);
      continue;
    }
    if (!(row.module in measured)) {
      // A module inside its chunk has no manifest entry of its own: the chunk's row measures it.
      if (row.inChunk && `chunk:${row.inChunk}` in measured) continue;
      problems.push(`${row.route}: frontend/budgets.json has a budget for ${row.module}, which the build no longer has. Fix the screen's module in src/config/screens.ts, or remove the budget.`);
      continue;
    }
    if (row.bytes > row.base && !row.inChunk && !decisions.has(row.decision)) {
      problems.push(
        `${row.route}: its budget (${row.bytes} bytes) is above its base (${row.base}) but ` +
          (row.decision ? `"${row.decision}" is not a decision in docs/decisions.md (a heading or a decision's bold lead-in).` : 'names no decision.') +
          ` A budget is raised only by a decision: write it in docs/decisions.md and put its heading or bold lead-in in the row's "decision".`,
      );
    }
  }
  return problems;
}
