import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BUILT_ENCODINGS, type BuiltEncoding, preferredEncoding } from './accept-encoding';

/** The build's own scripts and stylesheets: hashed names, never changed once written. */
const SCRIPT_OR_STYLESHEET = /^[\w-][\w.-]*\.(js|css)$/;
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
/** A hashed name's content never changes: browsers keep it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SUFFIXES: Record<BuiltEncoding, string> = { br: '.br', gzip: '.gz' };

interface Asset {
  type: string;
  raw: Buffer;
  encoded: Partial<Record<BuiltEncoding, Buffer>>;
  /** The encodings the build wrote a copy in, worked out once when the file is read. */
  encodings: BuiltEncoding[];
}

const readIfThere = (path: string): Promise<Buffer | undefined> => readFile(path).catch(() => undefined);

/**
 * `/assets/*.js` and `*.css`, answered from memory. A club page asks for forty to sixty of them at once;
 * through the file server each cost the process 0.6–0.9 ms of CPU (looking for the compressed copy,
 * opening it, streaming it), about ten health checks' worth, while the phone waits for all of them. Each
 * file is read once, on its first request (the build's own files only, so memory is bounded by the
 * build), with the copies precompressed beside it; anything else under /assets, and any name the build
 * did not write, goes to the file server as before.
 */
export class BuiltAssets {
  private readonly dir: string;
  private readonly loaded = new Map<string, Promise<Asset | null>>();

  constructor(staticDir: string) {
    this.dir = join(staticDir, 'assets');
  }

  async send(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply): Promise<FastifyReply> {
    const { file } = request.params;
    // An escaped slash is not a way into another folder: no file of the build is named so.
    if (/[/\\]/.test(file)) {
      reply.callNotFound();
      return reply;
    }
    const kind = SCRIPT_OR_STYLESHEET.exec(file)?.[1];
    const asset = kind ? await this.asset(file, kind) : null;
    if (!asset) return reply.sendFile(`assets/${file}`);
    const encoding = preferredEncoding(request.headers['accept-encoding'], asset.encodings);
    void reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type(asset.type);
    // One tag per representation: the file's own name carries its content's hash.
    const etag = `"${file}${encoding ? SUFFIXES[encoding] : ''}"`;
    void reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (!encoding) return reply.send(asset.raw);
    return reply.header('content-encoding', encoding).send(asset.encoded[encoding]);
  }

  private asset(file: string, kind: string): Promise<Asset | null> {
    let asset = this.loaded.get(file);
    if (!asset) {
      asset = this.read(file, kind);
      this.loaded.set(file, asset);
      // A name that is not there is not remembered: only the build's files ever take memory.
      void asset.then((found) => {
        if (!found) this.loaded.delete(file);
      });
    }
    return asset;
  }

  private async read(file: string, kind: string): Promise<Asset | null> {
    const path = join(this.dir, file);
    const [raw, br, gzip] = await Promise.all([readIfThere(path), readIfThere(`${path}${SUFFIXES.br}`), readIfThere(`${path}${SUFFIXES.gzip}`)]);
    if (!raw) return null;
    const encoded = { br, gzip };
    return { type: CONTENT_TYPES[kind], raw, encoded, encodings: BUILT_ENCODINGS.filter((each) => encoded[each]) };
  }
}
