// Public pages journey: at phone and desktop widths, every public page, the members-only banner,
// the navigation drawer, the login dialog and the admin menu.
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SCREENSHOTS, WIDTHS, assert, checkNoHorizontalScroll, expectHeading } from '../support/harness.mjs';

export const title = 'public pages';

/** Public pages: path, screenshot name, the h1 it must show, and the HTTP status (200 unless told). */
const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Informatikatanárok klubja és mentorprogramja' },
  { path: '/tanar-vagyok', name: 'tanar-vagyok', heading: 'Tanár vagyok' },
  { path: '/cegeknek', name: 'cegeknek', heading: 'Cégeknek' },
  { path: '/mentorcegek', name: 'mentorcegek', heading: 'Mentorcégeink' },
  { path: '/kapcsolat', name: 'kapcsolat', heading: 'Kapcsolat' },
  { path: '/elmenyek', name: 'elmenyek', heading: 'Két nap egy fejlesztőcsapatban' },
  { path: '/adatkezelsi-tajekoztato', name: 'adatkezelsi-tajekoztato', heading: 'Adatkezelési tájékoztató' },
  { path: '/nincs-ilyen-oldal', name: 'not-found', heading: 'A kért oldal nem található', status: 404 },
];

async function runAtWidth(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  // An address that is no page answers 404 (with the app, which shows its not-found page).
  const notPages = new Set(PUBLIC_PAGES.filter((p) => p.status === 404).map((p) => p.path));
  const { context, page, problems, shot } = await harness.openPage(viewport, {
    allowHttp: (response) => response.status() === 404 && notPages.has(new URL(response.url()).pathname),
  });
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  for (const { path, name, heading, status = 200 } of PUBLIC_PAGES) {
    await step(`${width} ${path} shows "${heading}" (HTTP ${status})`, async () => {
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      assert(response?.status() === status, `GET ${path} answered HTTP ${response?.status()}, not ${status}`);
      await expectHeading(page, heading);
      await checkNoHorizontalScroll(page);
      await shot(name);
    }, problems);
  }

  await step(`${width} without JavaScript each public page is readable, with its own title and description`, async () => {
    // Prerendered at build time (issue 13): what a crawler, a link preview or a slow phone sees first.
    const noScript = await context.browser().newContext({ viewport, javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      const seen = new Set();
      for (const { path, name, heading } of PUBLIC_PAGES.filter((p) => !p.status)) {
        await bare.goto(`${baseUrl}${path}`);
        await expectHeading(bare, heading);
        const title = await bare.title();
        const description = await bare.locator('meta[name="description"]').getAttribute('content');
        assert(/IT Tanár Klub$/.test(title), `${path}: title "${title}"`);
        assert(description && !seen.has(description), `${path}: description "${description}" missing or shared`);
        seen.add(description);
        if (name === 'home') await bare.screenshot({ path: join(SCREENSHOTS, `${width}-home-without-javascript.png`), fullPage: true });
      }
    } finally {
      await noScript.close();
    }
  }, problems);

  await step(`${width} a page opened in the same tab starts at its top, wherever the previous one was left`, async () => {
    await page.goto(`${baseUrl}/adatkezelsi-tajekoztato`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await page.goto(`${baseUrl}/kapcsolat`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const top = await page.evaluate(() => window.scrollY);
    assert(top === 0, `/kapcsolat opened scrolled to ${top}px`);
  }, problems);

  await step(`${width} the home page does not download admin or club code`, async () => {
    scripts.length = 0;
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expectHeading(page, PUBLIC_PAGES[0].heading);
    const privileged = scripts.filter((path) => /\/assets\/(admin|club-home|profile|dashboard)-/.test(path));
    assert(privileged.length === 0, `loaded on /: ${privileged.join(', ')}`);
  }, problems);

  await step(`${width} every script the home page loads starts with V8's compile hint, as served`, async () => {
    // Chrome compiles such a script's functions while it streams in, off the main thread (issue 24).
    scripts.length = 0;
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const loaded = scripts.filter((path) => path.startsWith('/assets/'));
    assert(loaded.length > 0, 'no script loaded from /assets/');
    for (const path of loaded) {
      const served = await (await page.request.get(`${baseUrl}${path}`)).text();
      assert(served.startsWith('//# allFunctionsCalledOnLoad\n'), `${path} starts with "${served.slice(0, 40)}"`);
    }
  }, problems);

  await step(`${width} /tanar-vagyok?401 shows the members-only banner`, async () => {
    await page.goto(`${baseUrl}/tanar-vagyok?401`, { waitUntil: 'networkidle' });
    await page.getByText('Ez a tartalom csak klubtagok számára elérhető.').waitFor();
    assert(new URL(page.url()).search === '', `query kept: ${page.url()}`);
    await shot('tanar-vagyok-401');
  }, problems);

  if (width < 768) {
    await step(`${width} the menu button opens the navigation drawer`, async () => {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Menü megnyitása' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menü' });
      await drawer.getByRole('link', { name: 'Mentorcégek' }).waitFor();
      await page.waitForTimeout(400); // let the slide-in animation finish for the screenshot
      await shot('drawer', false);
      await drawer.getByRole('link', { name: 'Mentorcégek' }).click();
      await expectHeading(page, 'Mentorcégeink');
    }, problems);
  }

  await step(`${width} admin signs in through the login dialog`, async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Klub', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
    await dialog.getByLabel('E-mail-cím', { exact: true }).fill(ADMIN_EMAIL);
    await dialog.getByLabel('Jelszó', { exact: true }).fill(ADMIN_PASSWORD);
    await page.waitForTimeout(300); // dialog entrance animation, for a steady screenshot
    await shot('login-dialog', false);
    await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
    await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
    assert(new URL(page.url()).pathname === '/klub', `landed on ${page.url()}`);
    await shot('klub');
  }, problems);

  await step(`${width} the club menu offers Admin and leads to the dashboard`, async () => {
    const clubButton = page.getByRole('button', { name: 'Klub', exact: true });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Klub' && b.getAttribute('aria-haspopup')),
    );
    await clubButton.click();
    const admin = page.getByRole('menuitem', { name: 'Admin' });
    await admin.waitFor();
    await page.waitForTimeout(200);
    await shot('club-menu', false);
    await admin.click();
    await expectHeading(page, 'Adminisztráció');
    assert(new URL(page.url()).pathname === '/klub/admin', `landed on ${page.url()}`);
    assert(scripts.some((path) => /\/assets\/admin-/.test(path)), 'the admin chunk was not loaded for the dashboard');
    await checkNoHorizontalScroll(page);
    await shot('admin');
  }, problems);

  await context.close();
}

export default async function publicPages(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'false' });
  for (const viewport of WIDTHS) await runAtWidth(harness, baseUrl, viewport);
}
