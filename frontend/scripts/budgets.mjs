/**
 * Per-route first-load budgets (issue 24), kept in frontend/budgets.json. Each row names a route, the
 * lazy module it loads (`index.html`: the shell alone) and two sizes in gzip bytes:
 *   - `base`: the route's first load when its budget was set (after issue 24's work);
 *   - `bytes`: its budget. A route may load up to ALLOWANCE bytes more than its budget.
 * A budget above its base must name, in `decision`, a decision of docs/decisions.md (a heading or a
 * decision's bold lead-in): a route grows
 * past its allowance only after someone has written down why.
 */

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

/**
 * What is wrong with the budgets for these measured first loads (module → gzip bytes), as messages
 * for the developer who broke them; empty when every route keeps to its budget.
 */
export function budgetProblems({ rows, measured, decisions }) {
  const problems = [];
  const byModule = new Map(rows.map((row) => [row.module, row]));
  for (const [module, bytes] of Object.entries(measured)) {
    const row = byModule.get(module);
    if (!row) {
      problems.push(
        `${module} is a route module with no budget. Add a row for it to frontend/budgets.json: ` +
          `{ "route": "<its address>", "module": "${module}", "base": ${bytes}, "bytes": ${bytes} }.`,
      );
      continue;
    }
    if (bytes > row.bytes + ALLOWANCE) {
      problems.push(
        `${row.route} (${module}) now loads ${bytes} bytes (gzip) before it is usable: ${bytes - row.bytes} more than its budget of ` +
          `${row.bytes}, past the ${ALLOWANCE}-byte allowance. Make it smaller (load the new code lazily, share a chunk), or ` +
          `write a decision in docs/decisions.md saying why this route may grow, then set its "bytes" in frontend/budgets.json ` +
          `to ${bytes} and its "decision" to that decision's heading or bold lead-in.`,
      );
    }
  }
  for (const row of rows) {
    if (!(row.module in measured)) {
      problems.push(`${row.route}: frontend/budgets.json has a budget for ${row.module}, which the build no longer has. Remove the row, or fix its module.`);
      continue;
    }
    if (row.bytes > row.base && !decisions.has(row.decision)) {
      problems.push(
        `${row.route}: its budget (${row.bytes} bytes) is above its base (${row.base}) but ` +
          (row.decision ? `"${row.decision}" is not a decision in docs/decisions.md (a heading or a decision's bold lead-in).` : 'names no decision.') +
          ` A budget is raised only by a decision: write it in docs/decisions.md and put its heading or bold lead-in in the row's "decision".`,
      );
    }
  }
  return problems;
}
