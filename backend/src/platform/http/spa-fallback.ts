import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSiteRoute } from '../../shared/site-routes';

/** Written by the frontend build (frontend/scripts/prerender.mjs): page address → file in that folder. */
const PRERENDERED = 'prerendered';

/** The pages the build wrote (prerendered public pages, club pages' shells), by address; none without a build. */
function readPrerendered(staticDir: string): Map<string, string> {
  const dir = join(staticDir, PRERENDERED);
  const index = join(dir, 'pages.json');
  if (!existsSync(index)) return new Map();
  const files = JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(files).map(([path, file]) => [path, readFileSync(join(dir, file), 'utf8')]));
}

/**
 * A page's address has no file extension; a built file's has one. The static files are served only for
 * the latter, so a page that is also a folder of the build ("/" above all) never meets the file server,
 * which answers a folder with 403 whenever it finds no compressed copy to send.
 */
export const isPageAddress = (path: string): boolean => !/\.[a-z0-9]+$/i.test(path);

/**
 * History fallback: GETs of page addresses outside /api get the SPA's index.html, so deep links
 * work; 200 for the site's pages, 404 for any other address (the app shows its not-found page).
 * A page the build wrote is answered with its own HTML: a prerendered public page or a club page's
 * first state, which paint before any script, or a club page's app shell with its chunks preloaded.
 */
export class SpaFallback {
  private readonly indexHtml: string | null;
  private readonly prerendered: Map<string, string>;

  constructor(staticDir: string) {
    const file = join(staticDir, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : null;
    this.prerendered = readPrerendered(staticDir);
  }

  get available(): boolean {
    return this.indexHtml !== null;
  }

  serves(request: FastifyRequest): boolean {
    if (this.indexHtml === null || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0];
    return !path.startsWith('/api/') && path !== '/api' && isPageAddress(path);
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const [path, query] = request.url.split('?');
    // A page the build wrote outside the site's routes (the bench's floor page, issue 24) is found too.
    const found = isSiteRoute(path) || this.prerendered.has(path);
    // With a query the page may show more than its prerender (/tanar-vagyok?401): the app renders it.
    const html = (query === undefined && this.prerendered.get(path)) || this.indexHtml;
    // The same address answers compressed or not by Accept-Encoding: a cache must key on it.
    void reply.status(found ? 200 : 404).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(html);
  }
}
