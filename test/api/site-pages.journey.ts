import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestApp, bootApp, tempDataDir } from './support/boot';

/** The server knows the site's pages (SPEC §2): the app with 200 for them, with 404 for any other address. */
const PRERENDERED_HOME = '<!doctype html><title>IT Tanár Klub</title><meta name="prerendered" content="/"><div id="root"><h1>Főoldal</h1></div>';

describe('page addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    const staticDir = join(dataDir, 'spa');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>IT Tanár Klub</title><div id="root"></div>');
    // What the frontend build's prerender writes (frontend/scripts/prerender.mjs).
    mkdirSync(join(staticDir, 'prerendered'));
    writeFileSync(join(staticDir, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'home.html', '/cegeknek': 'cegeknek.html' }));
    writeFileSync(join(staticDir, 'prerendered', 'home.html'), PRERENDERED_HOME);
    writeFileSync(join(staticDir, 'prerendered', 'cegeknek.html'), '<!doctype html><meta name="prerendered" content="/cegeknek"><div id="root"><h1>Cégeknek</h1></div>');
    app = await bootApp({ STATIC_DIR: staticDir }, dataDir);
  });
  afterAll(() => app.destroy());

  const page = (path: string) => fetch(`${app.url}${path}`);

  it.each(['/', '/tanar-vagyok', '/klub/', '/klub/szolgaltatasok/robotika', '/klub/kartya/s-1', '/klub/admin/felhasznalok', '/jelszo-helyreallitas?q=x'])(
    '%s is a page: the app with 200',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each(['/nincs-ilyen-oldal', '/klub/nincs', '/klub/admin/nincs', '/tanar-vagyok/x'])('%s is no page: the app with 404', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a prerendered public page with its own HTML, and the app shell elsewhere', async () => {
    expect(await (await page('/')).text()).toBe(PRERENDERED_HOME);
    expect(await (await page('/cegeknek')).text()).toContain('<h1>Cégeknek</h1>');
    // A query may ask for more than the prerender shows (/tanar-vagyok?401): the app renders it.
    expect(await (await page('/?401')).text()).not.toContain('prerendered');
    expect(await (await page('/klub')).text()).not.toContain('prerendered');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await page('/api/nincs-ilyen');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, message: 'NOT_FOUND' });
  });
});
