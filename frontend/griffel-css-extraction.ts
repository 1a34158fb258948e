import { defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering, type CSSRulesByBucket } from '@griffel/core';
import griffel from '@griffel/vite-plugin';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/experimental';
import type { Plugin } from 'vite';

/**
 * Griffel's styles at build time, as one stylesheet (issue 24). Fluent's packages ship their styles
 * precompiled as `__styles(classes, cssRules)` / `__resetStyles(ltr, rtl, cssRules)` calls, and
 * Griffel's Vite plugin compiles the app's own `makeStyles` / `makeResetStyles` into the same calls;
 * at run time each call would insert its rules into `<style>` elements by script. This plugin takes
 * the rules out of every such call (leaving `__css(classes)` / `__resetCSS(ltr, rtl)`, which only
 * pick class names), writes them into one stylesheet in the order Griffel's own renderer keeps its
 * style elements, and links it from the HTML shell, so a page is styled by CSS before any script.
 *
 * One sheet for the whole app, not one per chunk: the order of Griffel's rules (pseudo-class buckets,
 * shorthands before longhands, media queries) is global, which stylesheets loaded with lazy chunks in
 * any order could not keep.
 */

/** Where the build-time calls are imported from: Griffel itself, or Fluent's re-export of it. */
const GRIFFEL_SOURCES = new Set(['@griffel/react', '@griffel/core', '@fluentui/react-components']);
const GRIFFEL_PACKAGE = /[\\/]node_modules[\\/]@griffel[\\/]/;
const CSS_ALIAS = '__griffelCss';
const RESET_CSS_ALIAS = '__griffelResetCss';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Not a literal: the call stays as it is and inserts its rules at run time. */
const NOT_LITERAL = Symbol('not literal');

/** The value of a literal expression (objects, arrays, strings, numbers), or NOT_LITERAL. */
function literal(node: AstNode): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return (node.expressions as AstNode[]).length === 0 ? (node.quasis as { value: { cooked: string } }[])[0].value.cooked : NOT_LITERAL;
    case 'UnaryExpression': {
      const value = literal(node.argument as AstNode);
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values = (node.elements as (AstNode | null)[]).map((element) => (element ? literal(element) : NOT_LITERAL));
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : values;
    }
    case 'ObjectExpression': {
      const entries = (node.properties as AstNode[]).map((property) => {
        if (property.type !== 'Property' || property.computed) return NOT_LITERAL;
        const key = property.key as AstNode;
        const name = key.type === 'Identifier' ? key.name : key.value;
        const value = literal(property.value as AstNode);
        return value === NOT_LITERAL ? NOT_LITERAL : [name, value];
      });
      return entries.includes(NOT_LITERAL) ? NOT_LITERAL : Object.fromEntries(entries as [string, unknown][]);
    }
    default:
      return NOT_LITERAL;
  }
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  visit(node as AstNode);
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object') walk(child, visit);
  }
}

export interface ExtractedModule {
  /** The module's code with every literal `__styles` / `__resetStyles` call turned into its class-name-only twin. */
  code: string;
  rules: CSSRulesByBucket[];
  /** Calls left to insert at run time (their rules are not literals). */
  leftAtRuntime: number;
}

/** Takes the CSS rules out of a module's build-time Griffel calls; null when it has none. */
export function extractGriffelRules(file: string, code: string): ExtractedModule | null {
  if (!code.includes('__styles') && !code.includes('__resetStyles')) return null;
  const { program } = parseSync(file, code);
  const callees = new Map<string, { kind: 'styles' | 'reset'; source: string }>();
  for (const statement of program.body as unknown as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    if (!GRIFFEL_SOURCES.has(source)) continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.type === 'ImportSpecifier' ? (specifier.imported as { name?: string; value?: string }) : undefined;
      const name = imported?.name ?? imported?.value;
      const local = (specifier.local as { name: string }).name;
      if (name === '__styles') callees.set(local, { kind: 'styles', source });
      if (name === '__resetStyles') callees.set(local, { kind: 'reset', source });
    }
  }
  if (callees.size === 0) return null;

  const edits: { start: number; end: number; text: string }[] = [];
  const rules: CSSRulesByBucket[] = [];
  const sources = new Set<string>();
  let leftAtRuntime = 0;
  const source = (node: AstNode) => code.slice(node.start, node.end);
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as AstNode;
    const target = callee.type === 'Identifier' ? callees.get(callee.name as string) : undefined;
    if (!target) return;
    const args = node.arguments as AstNode[];
    const cssRules = literal(args[target.kind === 'styles' ? 1 : 2] ?? { type: 'missing', start: 0, end: 0 });
    if (cssRules === NOT_LITERAL) {
      leftAtRuntime++;
      return;
    }
    // __resetStyles takes its rules as an array of reset rules, or by bucket (at-rules in `s`).
    rules.push((Array.isArray(cssRules) ? { r: cssRules } : cssRules) as CSSRulesByBucket);
    sources.add(target.source);
    const text = target.kind === 'styles' ? `${CSS_ALIAS}(${source(args[0])})` : `${RESET_CSS_ALIAS}(${source(args[0])}, ${source(args[1])})`;
    edits.push({ start: node.start, end: node.end, text });
  });
  if (edits.length === 0) return { code, rules, leftAtRuntime };

  let result = code;
  // Nested calls do not occur (rules are literals); from the end, so earlier offsets stay valid.
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  const from = [...sources][0];
  return { code: `import { __css as ${CSS_ALIAS}, __resetCSS as ${RESET_CSS_ALIAS} } from '${from}';\n${result}`, rules, leftAtRuntime };
}

const bucketOrder = new Map(styleBucketOrdering.map((bucket, index) => [bucket, index]));

/**
 * One stylesheet from many modules' rules, in the order Griffel's DOM renderer keeps its `<style>`
 * elements: by bucket (reset, plain, :link … :active, at-rules, @media, @container), @media and
 * @container by their condition, then by priority (shorthands before longhands); each rule once.
 */
export function griffelStylesheet(ruleSets: CSSRulesByBucket[]): string {
  const sheets = new Map<string, { bucket: string; condition: string; priority: number; rules: string[] }>();
  const seen = new Set<string>();
  for (const set of ruleSets) {
    for (const [bucket, entries] of Object.entries(set)) {
      for (const entry of entries ?? []) {
        const [css, metadata = {}] = normalizeCSSBucketEntry(entry) as [string, Record<string, string | number>?];
        if (seen.has(css)) continue;
        seen.add(css);
        const condition = bucket === 'm' || bucket === 'x' ? String(metadata[bucket] ?? '') : '';
        const priority = Number(metadata.p ?? 0);
        const key = `${bucket}\u0000${condition}\u0000${priority}`;
        const sheet = sheets.get(key) ?? { bucket, condition, priority, rules: [] };
        sheet.rules.push(css);
        sheets.set(key, sheet);
      }
    }
  }
  const ordered = [...sheets.values()].sort(
    (a, b) =>
      (bucketOrder.get(a.bucket as never) ?? 99) - (bucketOrder.get(b.bucket as never) ?? 99) ||
      defaultCompareMediaQueries(a.condition, b.condition) ||
      a.priority - b.priority,
  );
  return ordered.map((sheet) => sheet.rules.join('')).join('\n');
}

/** The stylesheet's file name in the build, linked from the HTML shell (and the prerendered pages). */
export const GRIFFEL_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/griffel-[^"]+\.css)"[^>]*>/;

/**
 * The build plugin: runs after Griffel's Vite plugin (which turns the app's `makeStyles` into
 * `__styles`), takes the rules out of every module, and emits `assets/griffel-[hash].css` linked
 * at the end of the shell's `<head>`, after the app's own stylesheet, where Griffel's renderer put
 * its style elements. The server build (prerender) takes the rules out too, so its markup carries
 * the same class names and no style elements.
 */
export function griffelCssExtraction(): Plugin {
  const rulesByModule = new Map<string, CSSRulesByBucket[]>();
  const leftAtRuntime = new Set<string>();
  return {
    name: 'griffel-css-extraction',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      // Griffel's own modules define these functions (and wrap them): nothing to take out there.
      if (GRIFFEL_PACKAGE.test(id)) return null;
      const extracted = extractGriffelRules(id.split('?')[0], code);
      if (!extracted) return null;
      if (extracted.leftAtRuntime > 0) leftAtRuntime.add(id);
      if (extracted.rules.length > 0) rulesByModule.set(id, extracted.rules);
      return { code: extracted.code, map: null };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (leftAtRuntime.size > 0) this.warn(`Griffel styles whose rules are not literals, inserted at run time: ${[...leftAtRuntime].join(', ')}`);
        const shell = bundle['index.html'];
        if (!shell || shell.type !== 'asset') return;
        // Only modules whose code made it into a chunk (a barrel's unused components are shaken out),
        // by id, so the same sources give the same file whatever order the modules were built in.
        const rendered = new Set(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0).map(([id]) => id) : [],
          ),
        );
        const ids = [...rulesByModule.keys()].filter((id) => rendered.has(id)).sort();
        const css = griffelStylesheet(ids.flatMap((id) => rulesByModule.get(id)!));
        const file = this.getFileName(this.emitFile({ type: 'asset', name: 'griffel.css', source: css }));
        shell.source = String(shell.source).replace('</head>', `  <link rel="stylesheet" crossorigin href="/${file}">\n  </head>`);
      },
    },
  };
}

/**
 * Griffel's Vite plugin (through wyw-in-js), which compiles the app's `makeStyles` / `makeResetStyles`
 * into `__styles` calls by evaluating their arguments at build time. Its evaluator reads the app's
 * TypeScript through Babel, which cannot strip types here (build/strip-types.babel.cjs does). Its
 * module cache is shared between files: transformed concurrently, files were sometimes compiled with
 * empty styles (a different few each build), so they are transformed one at a time.
 */
function griffelMakeStyles(): Plugin {
  const plugin = griffel({ babelOptions: { plugins: [fileURLToPath(new URL('./build/strip-types.babel.cjs', import.meta.url))] } }) as Plugin;
  const transform = plugin.transform as (this: unknown, ...args: unknown[]) => Promise<unknown>;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...plugin,
    apply: 'build',
    transform(this: unknown, ...args: unknown[]) {
      const run = queue.then(() => transform.apply(this, args));
      queue = run.catch(() => undefined);
      return run;
    },
  } as Plugin;
}

/** Styles at build time: the app's styles compiled, then every module's rules in one stylesheet. */
export const griffelBuildTimeStyles = (): Plugin[] => [griffelMakeStyles(), griffelCssExtraction()];
