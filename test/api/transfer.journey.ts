import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { TestApp, bootApp, tempDataDir } from './support/boot';

/** Raw bytes and headers, without fetch's own decoding, to see what travels. */
function raw(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return rawWith(url, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
}

function rawWith(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Text travels compressed (issue 13 §1): assets as the build precompressed them, API JSON above a threshold. */
describe('transfer', () => {
  let app: TestApp;
  let staticDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  const style = 'body { margin: 0 }\n';
  const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

  beforeAll(async () => {
    const dataDir = tempDataDir();
    staticDir = join(dataDir, 'spa');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html><title>IT Tanár Klub</title><div id="root"></div>${'<!-- -->'.repeat(200)}`);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(staticDir, 'assets', 'styles-def456.css'), style);
    writeFileSync(join(staticDir, 'assets', 'icon-ghi789.svg'), icon);
    writeFileSync(join(staticDir, 'sw.js'), script);
    app = await bootApp({ STATIC_DIR: staticDir }, dataDir);
  });
  afterAll(() => app.destroy());

  it('sends a hashed asset precompressed, brotli first, cached for a year as immutable', async () => {
    const br = await raw(`${app.url}/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect((await raw(`${app.url}/assets/index-abc123.js`, 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await raw(`${app.url}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers the build’s scripts and stylesheets as they were first read, with their types, tags and the site’s headers', async () => {
    const first = await raw(`${app.url}/assets/index-abc123.js`, 'br');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    // A hashed name never changes content: the file is read once, not on every request.
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'changed();');
    expect((await raw(`${app.url}/assets/index-abc123.js`)).body.toString()).toBe(script);
    // Each representation has its own tag; asked again with it, nothing is sent.
    const tag = String(first.headers.etag);
    expect(tag).not.toBe(String((await raw(`${app.url}/assets/index-abc123.js`, 'gzip')).headers.etag));
    const again = await rawWith(`${app.url}/assets/index-abc123.js`, { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Too small to have compressed copies: sent as it is.
    const css = await raw(`${app.url}/assets/styles-def456.css`, 'br, gzip');
    expect([css.status, css.headers['content-type'], css.headers['content-encoding'], css.body.toString()]).toEqual([200, 'text/css; charset=utf-8', undefined, style]);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends any other file of /assets as the file server does, and no name leads out of the folder', async () => {
    const svg = await raw(`${app.url}/assets/icon-ghi789.svg`);
    expect([svg.status, svg.headers['content-type'], svg.body.toString()]).toEqual([200, 'image/svg+xml', icon]);
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/nope-123.js', '/assets/..%2Fsw.js', '/assets/%2e%2e%2fsw.js', '/assets/..%5Csw.js']) {
      expect((await raw(`${app.url}${path}`)).status).toBe(404);
    }
  });

  it('revalidates the pages and the service worker, compressed as well', async () => {
    const page = await raw(`${app.url}/tanar-vagyok`, 'br, gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
    expect((await raw(`${app.url}/sw.js`, 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a browser asking for /favicon.ico to the site’s icon', async () => {
    const answer = await raw(`${app.url}/favicon.ico`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/favicon.svg');
  });

  it('compresses API JSON above a small size, and leaves small answers as they are', async () => {
    const docs = await raw(`${app.url}/api/docs-json`, 'br, gzip');
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.body).toString()).openapi).toMatch(/^3\./);
    const health = await raw(`${app.url}/api/health`, 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });

  it('takes request bodies only as sent: one that says it is compressed is refused, whatever it holds', async () => {
    const body = JSON.stringify({ email: 'tanar@example.org', password: 'Jelszo-2026-hosszu' });
    for (const [encoding, bytes] of [['gzip', gzipSync(body)], ['br', Buffer.from(body)]] as const) {
      const response = await fetch(`${app.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body: bytes });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ statusCode: 415, message: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const plain = await fetch(`${app.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, body });
    expect(plain.status).toBe(401);
  });
});
