/**
 * A read model belongs to the module that projects it (issue 39 §1): its handle (`readModel(...)`) is
 * declared in that module's projections/ (or, for the platform's own, in platform/); no file of another
 * module imports the handle, nor does the owner's public/ export it (public/ exports readers); and
 * nothing in a module opens a collection by a name (`.collection('x')`) or by its stored name
 * (`.stored(...)`, the projector's).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const BACKEND = 'backend/src';
const HANDLE = /export const (\w+) = readModel\s*[<(]/g;
const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const REEXPORT = /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const moduleOf = (path) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const names = (list) => list.split(',').map((each) => each.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean);
const resolved = (from, target) => normalize(join(dirname(from), target)).split(/[\\/]/).join('/');

/** Problems in the given files: `path` relative to backend/src, `text` its content. */
export function readModelOwnerProblems(files) {
  const handles = new Map(); // resolved file path without extension → handle names it declares
  const problems = [];
  for (const { path, text } of files) {
    const declared = [...text.matchAll(HANDLE)].map((match) => match[1]);
    if (declared.length === 0) continue;
    handles.set(path.replace(/\.ts$/, ''), new Set(declared));
    if (!/^modules\/[^/]+\/projections\/[^/]+\.ts$/.test(path) && !path.startsWith('platform/'))
      problems.push(`${path}: a read model's handle is declared beside its projection, in modules/<m>/projections/`);
  }
  for (const { path, text } of files) {
    const owner = moduleOf(path);
    if (!owner) continue;
    for (const [statement, kind] of [[IMPORT, 'imports'], [REEXPORT, 'exports']]) {
      for (const [, list, target] of text.matchAll(statement)) {
        if (!target.startsWith('.')) continue;
        const from = resolved(path, target);
        const declared = handles.get(from);
        if (!declared) continue;
        const taken = names(list).filter((name) => declared.has(name));
        if (taken.length === 0) continue;
        if (moduleOf(from) !== owner) problems.push(`${path}: ${kind} ${taken.join(', ')}, a read model of ${moduleOf(from)}: read it through a reader in ${moduleOf(from)}/public/`);
        else if (kind === 'exports' && path.startsWith(`modules/${owner}/public/`)) problems.push(`${path}: public/ exports readers, never a read model's handle (${taken.join(', ')})`);
      }
    }
    if (/\.collection\s*(<[^>]*>)?\(\s*['"`]/.test(text)) problems.push(`${path}: a read model is opened by its handle, never by a name`);
    if (/\.stored\s*(<[^>]*>)?\(/.test(text)) problems.push(`${path}: stored() is the projector's; a module opens its read models by their handles`);
  }
  return problems.map((problem) => `${BACKEND}/${problem}`);
}

function filesUnder(root, dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(root, path);
    return /\.ts$/.test(name) ? [{ path: relative(root, path).split(/[\\/]/).join('/'), text: readFileSync(path, 'utf8') }] : [];
  });
}

export function checkReadModelOwners(root) {
  const backend = join(root, BACKEND);
  return readModelOwnerProblems(filesUnder(backend, backend));
}
