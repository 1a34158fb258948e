/**
 * What a page downloads before it is usable, from a build's own files (issue 24): the prerender
 * (which chunks a page preloads), the bench (the home page's JavaScript) and the per-route budgets
 * (`npm run test:budgets`) all count it here, in gzip bytes as sent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The production build the server publishes. */
export const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The files' size as sent: gzip at its highest level, as scripts/precompress.mjs writes them. */
export const gzipBytes = (dist, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);

/** Every chunk a module needs loaded with it (itself and its static imports), from Vite's build manifest. */
export function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/** The stylesheets those manifest entries bring (a chunk's own CSS). */
const stylesheetsOf = (manifest, files) => Object.values(manifest).filter((entry) => files.has(entry.file)).flatMap((entry) => entry.css ?? []);

/**
 * First-load JavaScript of a prerendered page: the entry its HTML loads and every chunk it fetches
 * after painting (the `data-chunks` of its prerendered marker), in gzip bytes as sent.
 */
export function firstLoadJs(page = 'home.html', dist = DIST) {
  const html = readFileSync(join(dist, 'prerendered', page), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
  const chunks = (html.match(/<meta name="prerendered"[^>]*data-chunks="([^"]*)"/)?.[1] ?? '').split(' ').filter(Boolean);
  const files = [...new Set([...entry, ...chunks])];
  return { bytes: gzipBytes(dist, files), files: files.length };
}

/** The app's own module, which the entry (src/main.tsx) imports on every page before anything shows. */
export const APP_MODULE = 'src/app/start.tsx';
/** Where the router's lazy route modules live (src/app/router.tsx). */
export const ROUTE_MODULES = /^src\/app\/routes\/.+\.tsx$/;

/**
 * Chunks that hold whole route modules (vite.config.ts puts every admin screen in the `admin`
 * chunk): a route whose module went entirely into one has no manifest entry of its own and loads
 * the chunk instead, measured as `chunk:<name>`.
 */
export const ROUTE_GROUPS = ['admin'];

/**
 * First load of every route of a client build: the HTML shell's own files (its entry script,
 * preloads and stylesheets: the app's and Griffel's), the app, and the route's lazy module with its
 * static imports and their CSS. Keyed by route module (or `chunk:<name>`, ROUTE_GROUPS); `index.html`
 * is the shell alone, which the routes without a module of their own (redirects, the not-found page) load.
 */
export function routeFirstLoads(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const shellHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const shell = new Set([...shellHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));
  const app = chunksOf(manifest, APP_MODULE);
  const measure = (modules) => {
    const chunks = new Set(modules.flatMap((module) => [...chunksOf(manifest, module)]));
    const files = [...new Set([...shell, ...chunks, ...stylesheetsOf(manifest, chunks)])].sort();
    return { bytes: gzipBytes(dist, files), files };
  };
  const loads = { 'index.html': measure([APP_MODULE]) };
  for (const module of Object.keys(manifest).filter((key) => ROUTE_MODULES.test(key) && manifest[key].isDynamicEntry).sort()) {
    loads[module] = measure([APP_MODULE, module]);
  }
  for (const [key, entry] of Object.entries(manifest)) {
    if (key.startsWith('_') && ROUTE_GROUPS.includes(entry.name)) loads[`chunk:${entry.name}`] = measure([APP_MODULE, key]);
  }
  if (app.size === 0) throw new Error(`first load: ${APP_MODULE} is not in the build manifest`);
  return loads;
}
