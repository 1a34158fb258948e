import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSiteRoute } from '../../shared/site-routes';

/**
 * History fallback: GETs of page addresses outside /api get the SPA's index.html, so deep links
 * work; 200 for the site's pages, 404 for any other address (the app shows its not-found page).
 */
export class SpaFallback {
  private readonly indexHtml: string | null;

  constructor(staticDir: string) {
    const file = join(staticDir, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  get available(): boolean {
    return this.indexHtml !== null;
  }

  serves(request: FastifyRequest): boolean {
    if (this.indexHtml === null || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0];
    return !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path);
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const found = isSiteRoute(request.url.split('?')[0]);
    void reply.status(found ? 200 : 404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
