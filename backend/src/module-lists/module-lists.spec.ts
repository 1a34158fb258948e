import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { USER_EVENT_TYPES } from '../modules/accounts/domain/user.events';
import { DEFAULT_SETTINGS } from '../modules/catalogue/domain/service-settings';
import { SERVICE_EVENT_TYPES } from '../modules/catalogue/domain/service.events';
import { MATERIAL_TYPES } from '../modules/materials/domain/material.types';
import { PARTNER_EVENT_TYPES } from '../modules/partners/domain/partner.events';
import { PARTNER_DATA } from '../modules/partners/domain/partner.types';
import { MATERIAL_TYPE_TEXTS } from '../modules/materials/domain/materials.member-words';
import { PARTNER_DATA_MEMBER_TEXTS } from '../modules/partners/domain/partners.member-words';
import { PARTNER_DATA_TEXTS } from '../modules/partners/domain/partners.texts';
import { SERVICE_FIELD_LABELS } from '../modules/catalogue/domain/catalogue.texts';
import { AUDIT_ACTION_TEXTS, AUDIT_ACTIONS, AUDIT_LOOK_COUNTS, AUDIT_TARGET_TEXTS, MODULE_AUDIT_ACTIONS } from './audit-actions';
import { ERROR_CODES, ERRORS, MODULE_ERRORS } from './errors';
import { FIELD_LABELS, fieldLabel, HISTORY_EVENT_TEXTS, MODULE_RECORD_TEXTS } from './record-texts';
import { MODULE_AUDIT_ENTRIES, MODULE_STREAM_REPLAYS } from '../module-records';

const SRC = join(__dirname, '..');
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

/** Whose keys repeat across the lists of `byModule`, with the modules that declare each. */
function repeated(byModule: Record<string, object>): Array<[string, string[]]> {
  const owners = new Map<string, string[]>();
  for (const [module, list] of Object.entries(byModule)) for (const key of Object.keys(list)) owners.set(key, [...(owners.get(key) ?? []), module]);
  return [...owners].filter(([, modules]) => modules.length > 1);
}

describe('every module brings its own audit actions, and the registry collects them (issue 39 §5)', () => {
  it('lists the actions of every module that declares some, under the module’s name, and no other', () => {
    const files = moduleFiles('.audit-actions.ts');
    expect(files.map(({ path }) => relative(MODULES, path)).sort()).toEqual(Object.keys(MODULE_AUDIT_ACTIONS).map((module) => `${module}/domain/${module}.audit-actions.ts`).sort());
    for (const { module, path } of files) expect(exportedTables(path, '_AUDIT_ACTIONS')).toEqual([MODULE_AUDIT_ACTIONS[module as keyof typeof MODULE_AUDIT_ACTIONS]]);
  });

  it('gives every action one owner and a Hungarian name; its other words only for its own actions', () => {
    expect(repeated(Object.fromEntries(Object.entries(MODULE_AUDIT_ACTIONS).map(([module, list]) => [module, list.actions])))).toEqual([]);
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_TEXTS[action]).toMatch(/\S/);
    for (const list of Object.values(MODULE_AUDIT_ACTIONS) as Array<{ actions: object; wholes?: object; counts?: object }>) {
      for (const action of [...Object.keys(list.wholes ?? {}), ...Object.keys(list.counts ?? {})]) expect(Object.keys(list.actions)).toContain(action);
    }
    expect(AUDIT_TARGET_TEXTS['schools.imported']).toBe('Iskolalista');
    expect(AUDIT_LOOK_COUNTS['export.members']?.(12)).toBe('12 tag');
  });

  it('hears every module whose events are trail rows, and replays every stream a history or a row reads', () => {
    const describing = readdirSync(MODULES).filter((module) => {
      try {
        return statSync(join(MODULES, module, 'public', 'audit-entries.ts')).isFile();
      } catch {
        return false;
      }
    });
    expect(Object.keys(MODULE_AUDIT_ENTRIES).sort()).toEqual(describing.sort());
    for (const { kind } of MODULE_STREAM_REPLAYS) expect(Object.keys(FIELD_LABELS)).toContain(kind);
  });
});

describe('every module brings the texts staff read of its records (issue 21 §3, 39 §5)', () => {
  it('lists the record texts of every module that has some, and no record kind twice', () => {
    const files = moduleFiles('.texts.ts').filter(({ path }) => exportedTables(path, '_RECORD_TEXTS').length > 0);
    expect(files.map(({ module }) => module).sort()).toEqual(Object.keys(MODULE_RECORD_TEXTS).sort());
    for (const { module, path } of files) expect(exportedTables(path, '_RECORD_TEXTS')).toEqual([MODULE_RECORD_TEXTS[module as keyof typeof MODULE_RECORD_TEXTS]]);
    expect(repeated(Object.fromEntries(Object.entries(MODULE_RECORD_TEXTS).map(([module, texts]) => [module, texts.labels])))).toEqual([]);
    expect(repeated(Object.fromEntries(Object.entries(MODULE_RECORD_TEXTS).map(([module, texts]) => [module, 'historyEvents' in texts ? texts.historyEvents : {}])))).toEqual([]);
  });

  it('labels every setting of a service, and nothing a service does not have', () => {
    expect(Object.keys(SERVICE_FIELD_LABELS).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('calls the fields as the edit forms do (issue 21: "Technikum", not "Szakgimnázium")', () => {
    expect(fieldLabel('member', 'szakgimnazium')).toBe('Technikum');
    expect(fieldLabel('service', 'cancelable')).toBe('Lemondható');
    expect(fieldLabel('service', 'emailSubject')).toBe('Levél, amikor helyet kap – Tárgy');
    expect(fieldLabel('partner', 'origins')).toBe('Engedélyezett címek');
    expect(fieldLabel('category', 'name')).toBe('Kategória neve');
  });

  it('has words for every material type and every piece of data a partner may receive', () => {
    expect(Object.keys(MATERIAL_TYPE_TEXTS)).toEqual([...MATERIAL_TYPES]);
    expect(Object.keys(PARTNER_DATA_TEXTS)).toEqual([...PARTNER_DATA]);
    expect(Object.keys(PARTNER_DATA_MEMBER_TEXTS)).toEqual([...PARTNER_DATA]);
  });

  it("has a text for every event of a member's, service's or partner's history", () => {
    const events = [...USER_EVENT_TYPES, ...SERVICE_EVENT_TYPES, ...PARTNER_EVENT_TYPES];
    expect(events.filter((type) => !HISTORY_EVENT_TEXTS[type])).toEqual([]);
  });
});
