import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { FIELD_CODES } from './error-codes';

const SRC = join(__dirname, '..');

function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.includes('/testing/') ? [path] : [];
  });
}

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

/** Every field code the backend's own source puts on the wire, found where errors are made (the error codes: module-lists/module-lists.spec.ts). */
function fieldCodesInSource(): Set<string> {
  const fieldCodes = new Set<string>();
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    for (const code of [...matches(text, /\{ field(?:: '?\w+'?)?, code: '(\w+)' \}/g), ...matches(text, /fileError\('(\w+)'[,)]/g)]) fieldCodes.add(code);
  }
  return fieldCodes;
}

/** The constraint names class-validator reports for every DTO class of every module. */
function dtoConstraintNames(): Set<string> {
  const storage = getMetadataStorage();
  const names = new Set<string>(['whitelistValidation']); // every DTO refuses unknown fields
  for (const file of sources().filter((path) => path.endsWith('.dto.ts'))) {
    for (const exported of Object.values(require(file) as Record<string, unknown>)) {
      if (typeof exported !== 'function') continue;
      for (const rule of storage.getTargetValidationMetadatas(exported, '', true, false)) {
        if (!rule.constraintCls) continue;
        for (const constraint of storage.getTargetValidatorConstraints(rule.constraintCls)) names.add(constraint.name);
      }
    }
  }
  return names;
}

describe('the field codes are exactly what the server can send (DESIGN §5)', () => {
  const fieldCodes = fieldCodesInSource();

  it('registers every field code a DTO or the source can fail with, and none more', () => {
    const derived = new Set([...fieldCodes, ...dtoConstraintNames()]);
    expect([...derived].filter((code) => !(FIELD_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(FIELD_CODES.filter((code) => !derived.has(code))).toEqual([]);
  });

  it('finds the codes it is meant to find (the scan itself works)', () => {
    for (const code of ['schoolNotFound', 'botCheckFailed', 'malformed', 'unknownColumns']) expect(fieldCodes.has(code)).toBe(true);
    expect([...dtoConstraintNames()]).toEqual(expect.arrayContaining(['isEmail', 'isNotEmpty', 'maxLength', 'matches', 'isIn']));
  });
});
