// Offline copies and who they belong to (issue 38 §6), on one browser profile that is quit and
// started again as a person's browser would be. The demo member signs in without "stay signed in",
// opens the services (her coupon code among them) and the materials, and saves a group for offline
// reading; a tab opened beside hers, signed out, leaves her copies while her tab lives; she closes
// her tab, and another member signs in on the same browser: localStorage, Cache Storage and IndexedDB
// hold nothing of hers (no id, no coupon code, no saved file). Signing in as someone else removes the
// other member's copies even while that member's tab is open; a session without "stay signed in" does
// not outlive the browser; with "stay signed in" the saved files and lists survive a restart.
// Last, the privacy notice says what is kept and for how long (screenshots at 390 and 1280 px).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading } from '../support/harness.mjs';
import { waitForLink } from '../support/outbox.mjs';

export const title = 'offline copies';

const TAG = { email: 'tag@example.org', password: 'Demo-tag-2026', code: 'FELHO-2026-' };
const SECOND = { email: 'masik.tag@example.org', password: 'Masik-tag-jelszo-2026' };
const GROUP = /^Tananyagcsoport: Python/;
const PRIVACY_LIST_ITEM = 'amikor ebben a böngészőben más jelentkezik be: az előző klubtag itt tárolt adatai ekkor mind törlődnek;';

// ---- API helpers (Node, outside the browser) -------------------------------------------------

function apiCall(baseUrl) {
  return async (method, path, { token, body } = {}) => {
    const headers = { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const text = await response.text();
    assert(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

const subject = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).sub;
const idOf = async (call, { email, password }) => subject((await call('POST', '/user/login', { body: { email, password } })).jwt);

/** A second member with a password: applies, is activated by staff, sets a password from the mail. */
async function registerSecondMember(call, dataDir) {
  const adminToken = (await call('POST', '/user/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).jwt;
  const [school] = await call('GET', '/admin/schools', { token: adminToken });
  const applied = await call('POST', '/user/create', {
    body: { recaptcha: 'off', firstName: 'Márk', lastName: 'Második', email: SECOND.email, phone: '+36 30 555 3434', zip: '8200', city: 'Veszprém', schoolOm: school.om, personalId: '72345678905', schoolId: school.id },
  });
  await call('POST', '/admin/users/activate', { token: adminToken, body: { userId: applied.id } });
  const link = await waitForLink(dataDir, SECOND.email, '/jelentkezes-veglegesites');
  await call('POST', '/user/setpassword', { body: { q: new URL(link).searchParams.get('q'), password: SECOND.password } });
}

// ---- in the browser ---------------------------------------------------------------------------

/** Signs in through the "Klub" button's dialog, ticking "Bejelentkezve maradok" when asked. */
async function signIn(page, baseUrl, { email, password }, { stay = false } = {}) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Klub', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
  await dialog.getByLabel('E-mail-cím', { exact: true }).fill(email);
  await dialog.getByLabel('Jelszó', { exact: true }).fill(password);
  if (stay) await dialog.getByRole('checkbox', { name: 'Bejelentkezve maradok' }).check();
  await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
}

/** Opens the services and the materials, and saves the Python group's files for offline reading. */
async function makeCopies(page, baseUrl) {
  await page.goto(`${baseUrl}/klub/szolgaltatasok`, { waitUntil: 'networkidle' });
  await expectHeading(page, 'Szolgáltatások');
  await page.goto(`${baseUrl}/klub/tananyagok`, { waitUntil: 'networkidle' });
  await expectHeading(page, 'Tananyagok');
  const group = page.getByRole('region', { name: GROUP });
  await group.getByRole('button', { name: 'Csoport mentése offline' }).click();
  await group.getByText('Offline elérhető').first().waitFor();
  await page.getByText(/2 fájl offline mentve/).waitFor();
}

/**
 * What this browser keeps that is the member's (`id`) or mentions them: localStorage entries naming
 * the id or holding the coupon code, Cache Storage caches naming the id or holding a saved file or an
 * API answer, IndexedDB databases naming the id. One line each; none when nothing is kept.
 */
function tracesOf(page, id, code = TAG.code) {
  return page.evaluate(
    async ({ id, code }) => {
      const found = [];
      for (const key of Object.keys(localStorage)) {
        const value = localStorage.getItem(key) ?? '';
        if (key.includes(id) || value.includes(id) || value.includes(code)) found.push(`localStorage ${key}`);
      }
      for (const name of await caches.keys()) {
        if (name.includes(id)) found.push(`Cache Storage ${name}`);
        for (const request of await (await caches.open(name)).keys()) {
          if (/\/letoltesek\/|\/api\//.test(new URL(request.url).pathname)) found.push(`Cache Storage ${name}: ${request.url}`);
        }
      }
      for (const { name } of await indexedDB.databases()) if (name?.includes(id)) found.push(`IndexedDB ${name}`);
      return found;
    },
    { id, code },
  );
}

/** Waits (up to 5 s: the sweeps run as the page opens) until nothing of `id` is kept; fails naming what is. */
async function expectNoTraces(page, id, what) {
  const deadline = Date.now() + 5000;
  let traces = await tracesOf(page, id);
  while (traces.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    traces = await tracesOf(page, id);
  }
  assert(traces.length === 0, `${what}:\n  ${traces.join('\n  ')}`);
}

/** The copies of `id` a page's sweep must have left: both lists (the services with the code) and the saved files. */
async function expectCopies(page, id, what) {
  // Long enough for a sweep started as the page opened to have run.
  await page.waitForTimeout(1000);
  const traces = await tracesOf(page, id);
  const kept = (pattern) => traces.some((trace) => pattern.test(trace));
  assert(kept(new RegExp(`^localStorage offline:${id}:services$`)), `${what}: the services list is gone (${traces.join(', ') || 'nothing kept'})`);
  assert(kept(new RegExp(`^localStorage offline:${id}:materials$`)), `${what}: the materials list is gone (${traces.join(', ') || 'nothing kept'})`);
  assert(kept(new RegExp(`^Cache Storage offline-materials-${id}: .*/letoltesek/`)), `${what}: the saved files are gone (${traces.join(', ') || 'nothing kept'})`);
}

const hasToken = (page) => page.evaluate(() => sessionStorage.getItem('itk.jwt') !== null || localStorage.getItem('itk.jwt') !== null);

export default async function offlineCopies(harness) {
  const { step } = harness;
  const { baseUrl, dataDir } = await harness.startBackend({ SEED_DEMO: 'true', BOT_CHECK: 'off' });
  const call = apiCall(baseUrl);
  await registerSecondMember(call, dataDir);
  const tagId = await idOf(call, TAG);
  const secondId = await idOf(call, SECOND);
  const [phone, desktop] = WIDTHS;
  const profile = mkdtempSync(join(tmpdir(), 'itk-profile-'));
  try {
    let browser = await harness.openPersistentPage(profile, desktop);
    const herTab = browser;
    await step('the demo member, without "stay signed in", opens services and materials and saves a group', async () => {
      await signIn(herTab.page, baseUrl, TAG);
      await makeCopies(herTab.page, baseUrl);
      const services = await herTab.page.evaluate((key) => localStorage.getItem(key), `offline:${tagId}:services`);
      assert(services?.includes(TAG.code), 'the kept services list holds no coupon code: the checks below would prove nothing');
      await expectCopies(herTab.page, tagId, 'right after saving');
    }, herTab.problems);

    const besideTab = await herTab.newTab();
    await step('a tab opened beside hers, signed out, leaves her copies while her tab is open', async () => {
      await besideTab.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      assert(!(await hasToken(besideTab.page)), 'the new tab is signed in: its sessionStorage is not its own');
      await expectCopies(besideTab.page, tagId, 'with her tab still open');
    }, besideTab.problems);
    await besideTab.page.close();

    await herTab.page.close();
    const secondTab = await herTab.newTab();
    await step('she closes her tab; another member signs in on the same browser: nothing of hers is kept', async () => {
      await signIn(secondTab.page, baseUrl, SECOND);
      await expectNoTraces(secondTab.page, tagId, `kept of the demo member after ${SECOND.email} signed in`);
      await makeCopies(secondTab.page, baseUrl);
    }, secondTab.problems);

    const thirdTab = await herTab.newTab();
    await step("signing in as someone else removes that member's copies even while their tab is open", async () => {
      await thirdTab.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await expectCopies(thirdTab.page, secondId, "a tab opened signed out beside the second member's");
      await signIn(thirdTab.page, baseUrl, TAG);
      await expectNoTraces(thirdTab.page, secondId, `kept of ${SECOND.email} after the demo member signed in`);
    }, thirdTab.problems);

    await step('a session without "stay signed in" does not outlive the browser: started again, nothing is kept', async () => {
      await makeCopies(thirdTab.page, baseUrl);
      await browser.context.close();
      browser = await harness.openPersistentPage(profile, desktop);
      await browser.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      assert(!(await hasToken(browser.page)), 'still signed in after the browser started again');
      await expectNoTraces(browser.page, tagId, 'kept of the demo member after the browser started again');
      await expectNoTraces(browser.page, secondId, `kept of ${SECOND.email} after the browser started again`);
    }, thirdTab.problems);

    await step('with "stay signed in" her lists and saved files survive a restart, and the page says they are saved', async () => {
      await signIn(browser.page, baseUrl, TAG, { stay: true });
      await makeCopies(browser.page, baseUrl);
      await browser.context.close();
      browser = await harness.openPersistentPage(profile, desktop);
      await browser.page.goto(`${baseUrl}/klub/tananyagok`, { waitUntil: 'networkidle' });
      await expectHeading(browser.page, 'Tananyagok');
      await browser.page.getByRole('region', { name: GROUP }).getByText('Offline elérhető').first().waitFor();
      await expectCopies(browser.page, tagId, 'after the restart with "stay signed in"');
    }, browser.problems);
    await browser.context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }

  for (const viewport of [phone, desktop]) {
    const { context, page, problems, shot } = await harness.openPage(viewport);
    await step(`${viewport.width} the privacy notice says what the browser keeps, for whom and how long`, async () => {
      await page.goto(`${baseUrl}/adatkezelsi-tajekoztato`, { waitUntil: 'networkidle' });
      await page.getByText(PRIVACY_LIST_ITEM, { exact: true }).waitFor();
      await page.getByText(/kuponkódokkal/).waitFor();
      // The paragraph at the top of the screen, below the sticky header.
      await page.getByText(/^Hogy internetkapcsolat nélkül is elérd őket/).evaluate((paragraph) => {
        paragraph.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -(document.querySelector('header')?.getBoundingClientRect().height ?? 0) - 16);
      });
      await checkNoHorizontalScroll(page);
      await shot('privacy-offline-copies', false);
    }, problems);
    await context.close();
  }
}
