/**
 * Every string a person reads in the frontend comes from `i18n/` (hu.ts, hu-member.ts, hu-admin.ts)
 * or `content/`: no Hungarian (or English) typed straight into a component. Looks at JSX text and at the string values of the
 * attributes a person reads or hears (label, aria-label, title, placeholder, alt, hint, …).
 * That every key used exists is the frontend typecheck's job: `hu` is a typed object.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const FRONTEND = 'frontend/src';
/** Where the words live, and specs (which assert them). */
const ALLOWED = [/^frontend\/src\/i18n\//, /^frontend\/src\/content\//, /\.spec\.tsx?$/, /\/testing\//];
const READ_ATTRIBUTES = new Set([
  'label', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt',
  'hint', 'validationMessage', 'description', 'header', 'content', 'okLabel', 'confirmLabel', 'cancelLabel',
]);
/** A string with a letter in it; punctuation, symbols and numbers alone are not words. */
const WORDS = /\p{L}{2,}/u;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx$/.test(name) ? [path] : [];
  });
}

function literalText(node) {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

export function visibleStringsIn(path, source) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path}:${line + 1}: "${text.trim()}" is shown to people: put it in i18n/ (or content/)`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text !== null && WORDS.test(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function checkVisibleStrings(root) {
  return filesUnder(join(root, FRONTEND))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((path) => !ALLOWED.some((pattern) => pattern.test(path)))
    .flatMap((path) => visibleStringsIn(path, readFileSync(join(root, path), 'utf8')));
}
