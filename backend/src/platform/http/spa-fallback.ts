import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** History fallback: unknown GETs outside /api get the SPA's index.html, so deep links work. */
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

  send(reply: FastifyReply): void {
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
