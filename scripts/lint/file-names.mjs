/** Source file names are kebab-case, with dotted role suffixes (`service.decider.ts`, `login-form.spec.tsx`). */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const SOURCE_ROOTS = ['backend/src', 'backend/scripts', 'frontend/src', 'frontend/scripts', 'test', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'screenshots']);
/** Source files are checked; prose (README.md) keeps its usual name. */
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

export const isKebabCase = (name) => KEBAB.test(name);

function namesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return [path, ...namesUnder(path)];
    return SOURCE.test(name) ? [path] : [];
  });
}

export function checkFileNames(root) {
  return SOURCE_ROOTS.flatMap((folder) => namesUnder(join(root, folder)))
    .filter((path) => !isKebabCase(path.split(/[\\/]/).pop()))
    .map((path) => `${relative(root, path)}: file and folder names are kebab-case (e.g. sign-up-dialog.tsx, service.decider.ts)`);
}
