import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { TestApp, bootApp, tempDataDir } from './support/boot';

/** Raw bytes and headers, without fetch's own decoding, to see what travels. */
function raw(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
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
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const staticDir = join(dataDir, 'spa');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html><title>IT Tanár Klub</title><div id="root"></div>${'<!-- -->'.repeat(200)}`);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
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
