/**
 * A module's `commands/` folder holds its command services only (`*-commands.ts`, and their specs):
 * sign-in, erasure, file sniffing, HTML cleaning and seeds live in folders named for what they are.
 * And no command copies the time into its data: the decider reads `meta.now` (DecisionMeta).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const MODULES = 'backend/src/modules';
const COMMAND_SERVICE = /^[a-z0-9-]+-commands(\.spec)?\.ts$/;
/** `now: meta.now` (or `now: meta.now,`) written into a command's data. */
const COPIED_NOW = /\bnow:\s*meta\.now\b/;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function checkCommandFolders(root) {
  const modules = join(root, MODULES);
  if (!existsSync(modules)) return [];
  const problems = [];
  for (const module of readdirSync(modules)) {
    const commands = join(modules, module, 'commands');
    if (!existsSync(commands)) continue;
    for (const path of filesUnder(commands)) {
      const name = relative(commands, path);
      if (!COMMAND_SERVICE.test(name)) {
        problems.push(`${relative(root, path)}: commands/ holds command services only (*-commands.ts); move it to a folder named for what it is`);
      }
    }
  }
  for (const path of filesUnder(modules).filter((file) => file.endsWith('.ts'))) {
    if (COPIED_NOW.test(readFileSync(path, 'utf8'))) {
      problems.push(`${relative(root, path)}: a command carries no \`now\`; the decider reads meta.now (DecisionMeta)`);
    }
  }
  return problems;
}
