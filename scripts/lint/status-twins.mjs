/**
 * Finds a sign-up's status typed out again instead of imported (issue 23: one SignupStatus to the edge).
 * `SignupStatus` is declared once, in the catalogue's domain (signup-status.ts, which the events use); anywhere else in
 * backend/src or frontend/src, a union of string literals holding at least three of its members (the
 * whole union, or a renamed copy such as 'pending' for 'awaiting') is a copy: import the type, or
 * `Extract`/`Exclude` from it. `Record<SignupStatus, …>` is how a table keyed by every status is written.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { filesUnder } from './contract-twins.mjs';

export const STATUS_HOME = 'backend/src/modules/catalogue/domain/signup-status.ts';
const STATUS_NAME = 'SignupStatus';
const MIN_SHARED = 3;

const sourceOf = (fileName, text) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The string literals of a union type node, or null when any member is something else. */
function literalsOf(node) {
  const values = node.types.map((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? member.literal.text : null));
  return values.includes(null) ? null : values;
}

/** The members of `SignupStatus` as its home declares them. */
export function statusMembers(fileName, text) {
  let members = null;
  const visit = (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === STATUS_NAME && ts.isUnionTypeNode(node.type)) members = literalsOf(node.type);
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(fileName, text));
  return members;
}

/** Each union of string literals in one source text that repeats most of the status's members. */
export function statusTwinsIn(fileName, text, members) {
  const source = sourceOf(fileName, text);
  const twins = [];
  const visit = (node) => {
    if (ts.isUnionTypeNode(node)) {
      const literals = literalsOf(node);
      const shared = literals ? literals.filter((value) => members.includes(value)).length : 0;
      if (shared >= Math.min(MIN_SHARED, members.length)) {
        twins.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, union: literals.map((value) => `'${value}'`).join(' | ') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return twins;
}

export function checkStatusTwins(root) {
  const members = statusMembers(STATUS_HOME, readFileSync(join(root, STATUS_HOME), 'utf8'));
  if (!members) return [`${STATUS_HOME} no longer declares ${STATUS_NAME} as a union of strings: the status-twin check has nothing to compare`];
  const sources = ['backend/src', 'frontend/src'].flatMap((dir) => filesUnder(join(root, dir), (path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts')));
  return sources
    .filter((file) => relative(root, file) !== STATUS_HOME)
    .flatMap((file) =>
      statusTwinsIn(file, readFileSync(file, 'utf8'), members).map(
        (twin) => `${relative(root, file)}:${twin.line} ${twin.union} retypes ${STATUS_NAME}: import it from ${STATUS_HOME.replace(/\.ts$/, '')}`,
      ),
    );
}
