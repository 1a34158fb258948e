import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { TestApp, bootApp, tempDataDir } from './support/boot';

/**
 * Every page and every built file answers every client (issue 21 §1): whatever Accept-Encoding says
 * (nothing at all, identity, gzip, br, or refusing what the server would prefer), with
 * Vary: Accept-Encoding. fetch always asks for compression, so these requests go through node:http,
 * which sends exactly the headers given.
 */
const HOME = `<!doctype html><meta name="prerendered" content="/"><div id="root"><h1>Főoldal</h1>${'<p>Informatikatanárok klubja.</p>'.repeat(80)}</div>`;
const COMPANIES = `<!doctype html><meta name="prerendered" content="/cegeknek"><div id="root"><h1>Cégeknek</h1>${'<p>Mentorcégek.</p>'.repeat(80)}</div>`;
const SERVICES_FRAME = `<!doctype html><meta name="prerendered" content="/klub/szolgaltatasok" data-frame><div id="root"><h1>Szolgáltatások</h1>${'<p>Betöltés…</p>'.repeat(80)}</div>`;
const ASSET = `export const texts = ${JSON.stringify('Szolgáltatások, tananyagok, meetupok. '.repeat(200))};\n`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, method: 'GET' | 'HEAD', acceptEncoding: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
    const sent = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        // A HEAD answer names the encoding its GET would use, but has no body to decode.
        const body = raw.length === 0 ? raw : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('every page and file answers every client, whatever Accept-Encoding says', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    const staticDir = join(dataDir, 'spa');
    mkdirSync(join(staticDir, 'prerendered'), { recursive: true });
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>IT Tanár Klub</title><div id="root"></div>');
    // What the frontend build writes: prerendered pages and club frames (prerender.mjs), and each text
    // asset with its .br and .gz beside it (precompress.mjs).
    writeFileSync(join(staticDir, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'home.html', '/cegeknek': 'cegeknek.html', '/klub/szolgaltatasok': 'szolgaltatasok.html' }));
    writeFileSync(join(staticDir, 'prerendered', 'home.html'), HOME);
    writeFileSync(join(staticDir, 'prerendered', 'cegeknek.html'), COMPANIES);
    writeFileSync(join(staticDir, 'prerendered', 'szolgaltatasok.html'), SERVICES_FRAME);
    writeFileSync(join(staticDir, 'assets', 'texts-Ab12Cd34.js'), ASSET);
    writeFileSync(join(staticDir, 'assets', 'texts-Ab12Cd34.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(staticDir, 'assets', 'texts-Ab12Cd34.js.gz'), gzipSync(ASSET));
    app = await bootApp({ STATIC_DIR: staticDir }, dataDir);
  });
  afterAll(() => app.destroy());

  const ADDRESSES: Array<[string, string]> = [
    ['/', HOME],
    ['/cegeknek', COMPANIES],
    ['/klub/szolgaltatasok', SERVICES_FRAME],
    ['/assets/texts-Ab12Cd34.js', ASSET],
  ];
  const ENCODINGS: Array<string | null> = [null, 'identity', 'gzip', 'br', '*;q=0', 'br;q=0'];
  const cases = ADDRESSES.flatMap(([path, content]) => ENCODINGS.map((encoding) => [path, encoding ?? '(none)', encoding, content] as const));

  it.each(cases)('GET %s with Accept-Encoding %s: 200, the content, Vary: Accept-Encoding', async (path, _label, encoding, content) => {
    const answer = await get(`${app.url}${path}`, 'GET', encoding);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(content);
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
    const used = answer.headers['content-encoding'];
    // Only what the client accepts: nothing for identity or a refusal of everything.
    if (encoding === null || encoding === 'identity' || encoding === '*;q=0' || encoding === 'br;q=0') expect(used).toBeUndefined();
    if (encoding === 'gzip') expect(used).toBe('gzip');
    if (encoding === 'br') expect(used).toBe('br');
  });

  it.each(cases)('HEAD %s with Accept-Encoding %s: 200 with no body', async (path, _label, encoding) => {
    const answer = await get(`${app.url}${path}`, 'HEAD', encoding);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('keeps a folder of the build that is no page a 404 page, never a 403', async () => {
    for (const encoding of [null, 'br']) {
      const answer = await get(`${app.url}/assets`, 'GET', encoding);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<div id="root">');
    }
  });
});
