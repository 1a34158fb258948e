#!/usr/bin/env node
/**
 * Renders the public pages to HTML at build time (issue 13), from the same components and content
 * files as the app, with their styles, title and description, and the list of chunks the page needs
 * (the app's and its route module's), which it fetches all at once after painting. For each of the
 * member's club pages it writes the page's first state (header, spinner) the same way, which the app
 * draws afresh instead of hydrating, or, where that state is personal, an app shell that preloads the
 * page's own chunks. Writes
 * `dist/prerendered/*.html` and `pages.json` (address → file), which the server reads;
 * `dist/index.html` stays the empty app shell that the service worker and every other address use.
 *
 *   vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node scripts/prerender.mjs
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chunksOf } from './first-load.mjs';
import { loadScreens, moduleFileOf } from './screens.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(dist, 'prerendered');

/** The pages the screens (src/config/screens.ts) prerender: those with a route module and no parameter. */
const screens = (await loadScreens()).filter((screen) => screen.module && !screen.path.includes(':'));

/** The public pages in the public shell, rendered whole, each to its own file. */
const PAGES = screens
  .filter((screen) => screen.access === 'public' && !screen.bare)
  .map((screen) => ({ path: screen.path, file: screen.path === '/' ? 'home.html' : `${screen.path.slice(1)}.html`, module: moduleFileOf(screen) }));

/**
 * The member's client-rendered pages (SPEC §2): each gets the app shell with its route module's chunks
 * preloaded too, so a phone fetches the page's code with the app's instead of discovering it only
 * after the app has run; and, where it holds nothing personal, the page's first state (`frame`: its
 * header and spinner), which paints before any script. Every member page has a frame: the club home's
 * keeps its heading's line empty (it greets the member by name; the app fills it) and paints the
 * tiles, the page's largest text; the profile's shows its header and the form's placeholder (the
 * cards' headings, no field or button, which would show before they work). Pages with a parameter in
 * their address, the admin's (one chunk, on a desktop) and the bare account pages get the plain shell.
 */
const CLIENT_PAGES = screens.filter((screen) => screen.access === 'member').map((screen) => ({ path: screen.path, module: moduleFileOf(screen), frame: true }));

/**
 * Tells src/main.tsx which page this HTML is and which chunks it needs; a frame (a club page's first
 * state) is drawn afresh by the app instead of hydrated.
 */
const marker = (path, chunks, frame = false) =>
  `<meta name="prerendered" content="${path}" data-chunks="${chunks.join(' ')}"${frame ? ' data-frame' : ''}>`;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fluent's provider renders its theme variables as a `<style>` inside the app on the server and
 * nothing there on the client; moved into `<head>` (same id, which the provider looks up), the
 * variables apply before any script runs and hydration meets the markup it renders itself.
 */
function liftProviderStyles(html) {
  const lifted = [];
  const body = html.replace(/<style id="fui-FluentProvider[^"]*"[^>]*>[\s\S]*?<\/style>/g, (tag) => {
    lifted.push(tag);
    return '';
  });
  return { body, lifted: lifted.join('') };
}

/**
 * The shell's own stylesheet is small: inlined, the page has nothing of its own to fetch before it
 * paints. Fluent's and the app's component styles (`assets/griffel-*.css`, taken out of the scripts at
 * build time: griffel-css-extraction.ts) stay one linked file: every page and the app share it from
 * the cache, and it still styles the page before any script runs.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/(?!griffel-)[^"]+\.css)"[^>]*>/g, (_tag, file) => `<style>${readFileSync(join(dist, file), 'utf8')}</style>`);
}

const preloadLinks = (files) => [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

const shellFile = join(dist, 'index.html');
const shell = readFileSync(shellFile, 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty #root');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const inShell = new Set([...shell.matchAll(/\/(assets\/[^"']+\.js)/g)].map((match) => match[1]));
// The entry (src/main.tsx) is tiny and starts the app with a dynamic import: every page fetches the
// app's chunks at once with the entry, and runs them when it is ready (a prerendered page: after painting).
const appChunks = [...chunksOf(manifest, 'src/app/start.tsx')].filter((file) => !inShell.has(file));
const shellWithApp = shell.replace('</head>', `${preloadLinks(appChunks)}</head>`);
writeFileSync(shellFile, shellWithApp);
const template = inlineStylesheets(shell);
const preloaded = new Set([...inShell, ...appChunks]);
/** The chunks a page's route module needs beyond the entry and the app's. */
const ownChunks = (module) => [...chunksOf(manifest, module)].filter((file) => !preloaded.has(file));

// React's production server renderer, whatever the shell says (as the client build, vite.config.ts).
process.env.NODE_ENV = 'production';
const { FLOOR_PATH, render, renderFloor, renderFrame } = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** A rendered page in an HTML template: its title, description, styles (plus `head`) and markup. */
function withPage(html, rendered, head) {
  const { body, lifted } = liftProviderStyles(rendered.html);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(rendered.description)}"`)
    .replace('</head>', `${head}${lifted}${rendered.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

const pages = {};
let bytes = 0;
for (const page of PAGES) {
  // Fetched after the first paint (src/main.tsx), so the scripts never hold the page's text back.
  const chunks = [...appChunks, ...ownChunks(page.module)];
  const html = withPage(template, await render(page.path), marker(page.path, chunks));
  writeFileSync(join(out, page.file), html);
  pages[page.path] = page.file;
  bytes += html.length;
}
const clubShell = inlineStylesheets(shellWithApp);
for (const page of CLIENT_PAGES) {
  const pageChunks = ownChunks(page.module);
  if (pageChunks.length === 0) throw new Error(`prerender: no chunks for ${page.module}`);
  // A frame paints before any script, as a public page does, and fetches the chunks afterwards.
  const html = page.frame
    ? withPage(template, await renderFrame(page.path), marker(page.path, [...appChunks, ...pageChunks], true))
    : clubShell.replace('</head>', `${preloadLinks(pageChunks)}</head>`);
  const file = `shell${page.path.replaceAll('/', '-')}.html`;
  writeFileSync(join(out, file), html);
  pages[page.path] = file;
}
// The floor page (issue 24): the stack alone, measured by the bench beside every page; its chunks are
// its own start module's (React, the router, Fluent's provider and dialog), not the app's.
const FLOOR = { path: FLOOR_PATH, file: 'meres-padlo.html', module: 'src/app/floor/start.tsx' };
const floorChunks = [...chunksOf(manifest, FLOOR.module)].filter((file) => !inShell.has(file));
const noindex = '<meta name="robots" content="noindex">';
writeFileSync(join(out, FLOOR.file), withPage(template, await renderFloor(), `${noindex}${marker(FLOOR.path, floorChunks)}`));
pages[FLOOR.path] = FLOOR.file;
writeFileSync(join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
// The build manifest only served this script; it stays out of what the server publishes.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${PAGES.length} pages (${Math.round(bytes / 1024)} kB of HTML), ${CLIENT_PAGES.length} shells with their page's chunks`);
