import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES, ERRORS, MODULE_ERRORS } from './module-lists';

const SRC = __dirname;
const MODULES = join(SRC, 'modules');
const STATUSES = [400, 401, 403, 404, 405, 406, 408, 409, 413, 415, 429, 500, 503];

function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.includes('/testing/') ? [path] : [];
  });
}

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

/** Each module's files of one kind (`errors`: `modules/<m>/domain/*.errors.ts`), by module. */
function moduleFiles(suffix: string): Array<{ module: string; path: string }> {
  return readdirSync(MODULES).flatMap((module) => {
    const domain = join(MODULES, module, 'domain');
    if (!statSync(join(MODULES, module)).isDirectory() || !readdirSync(join(MODULES, module)).includes('domain')) return [];
    return readdirSync(domain)
      .filter((name) => name.endsWith(suffix))
      .map((name) => ({ module, path: join(domain, name) }));
  });
}

/** The tables a file exports (its `*_ERRORS` consts). */
const exportedTables = (path: string, suffix: string) =>
  Object.entries(require(path) as Record<string, unknown>).filter(([name]) => name.endsWith(suffix)).map(([, value]) => value);

describe('every module brings its own error codes, and the registry collects them (issue 39 §5–6)', () => {
  it('lists the table of every module that has one, under the module’s name, and no other', () => {
    const files = moduleFiles('.errors.ts');
    expect(files.map(({ path }) => relative(MODULES, path)).sort()).toEqual(
      Object.keys(MODULE_ERRORS)
        .filter((module) => module !== 'shared')
        .map((module) => `${module}/domain/${module}.errors.ts`)
        .sort(),
    );
    for (const { module, path } of files) expect(exportedTables(path, '_ERRORS')).toEqual([MODULE_ERRORS[module as keyof typeof MODULE_ERRORS]]);
  });

  it('gives every code one owner', () => {
    const owners = new Map<string, string[]>();
    for (const [module, table] of Object.entries(MODULE_ERRORS)) for (const code of Object.keys(table)) owners.set(code, [...(owners.get(code) ?? []), module]);
    expect([...owners].filter(([, modules]) => modules.length > 1)).toEqual([]);
    expect(ERROR_CODES).toHaveLength(owners.size);
  });

  it.each(ERROR_CODES)('%s has one status, and a Hungarian text or a reason to have none', (code) => {
    const entry = ERRORS[code];
    expect(STATUSES).toContain(entry.status);
    expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    if ('text' in entry) expect(entry.text).toMatch(/\S/);
    else expect(entry.folded.length).toBeGreaterThan(20);
    if (entry.otherwise) {
      expect(STATUSES).toContain(entry.otherwise.status);
      expect(entry.otherwise.status).not.toBe(entry.status);
    }
  });

  it('holds exactly the codes the source can answer', () => {
    const made = new Set<string>();
    for (const file of sources()) {
      const text = readFileSync(file, 'utf8');
      for (const code of [
        // a module's errors file (and the kernel's) makes each of its codes
        ...matches(text, /\b(?:fail|failure|failureOtherwise)\((?:\w+, )?'([A-Z0-9_]+)'/g),
        // the exception filter names what the framework refuses
        ...matches(text, /message: '([A-Z0-9_]+)'/g),
        ...matches(text, /^\s+\d{3}: '([A-Z0-9_]+)',$/gm),
      ]) {
        made.add(code);
      }
    }
    expect([...made].filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(ERROR_CODES.filter((code) => !made.has(code))).toEqual([]);
  });

  it('finds the codes it is meant to find (the scan itself works)', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['WRONG_EMAIL', 'SERVICE_FULL', 'VALIDATION_FAILED', 'TOO_MANY_REQUESTS', 'ZIP_NOT_FOUND']));
    expect(moduleFiles('.errors.ts').map(({ module }) => module)).toEqual(expect.arrayContaining(['accounts', 'catalogue', 'reference']));
  });

  it('declares the statuses SPEC §6 and §8 and the API journeys hold the codes to', () => {
    const status = (code: keyof typeof ERRORS) => ERRORS[code].status;
    expect([status('WRONG_EMAIL'), status('WRONG_PASSWORD'), status('NOT_ACTIVATED'), status('ACCOUNT_DISABLED')]).toEqual([401, 401, 401, 401]);
    expect(ERRORS.WRONG_PASSWORD.otherwise).toEqual({ when: 'confirming', status: 400 });
    expect([status('UNAUTHENTICATED'), status('NOT_SIGNED_UP'), status('SUBPAGE_NOT_FOUND')]).toEqual([401, 403, 404]);
  });
});
