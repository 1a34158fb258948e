// The club-size bench's screens (issue 40): at 1280 px, signed in as the admin, how long until a
// screen's table shows its rows ("usable") and the long tasks' time over 50 ms until then plus a
// settling second ("blocking", as total blocking time counts it), with the DOM's size.
import { chromium } from 'playwright-core';
import { BENCH_ADMIN, signIn } from './app-process.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TOKEN_KEY = 'itk.jwt';
const SETTLE_MS = 1_000;
const GIVE_UP_MS = 120_000;

/** Installed before the app's scripts: every long task from the start is kept. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
}

/** Rows drawn in a table (the header row aside), inside `scope` when given. */
function rowsShown(scope) {
  const root = scope ? [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes(scope)) : document;
  return (root?.querySelectorAll('[role="row"], tbody tr').length ?? 0) > 1;
}

async function figures(page, since) {
  const usableAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(
    ({ since, usableAt, settle }) => {
      const until = usableAt + settle;
      const blocking = window.__longTasks.filter((t) => t.start >= since && t.start < until).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      return { usableMs: usableAt - since, blockingMs: blocking, domNodes: document.getElementsByTagName('*').length };
    },
    { since, usableAt, settle: SETTLE_MS },
  );
}

/** The services admin's list drawn: a card per service, each with its "Jelentkezők: …" button. */
function servicesShown() {
  return document.querySelector('button[aria-label^="Jelentkezők: "]') !== null;
}

/** A screen from its address: from navigation start until `shown` (its table's rows, by default) holds. */
async function screen(browser, url, token, path, shown = rowsShown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'hu-HU' });
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  try {
    await page.goto(`${url}${path}`);
    await page.waitForFunction(shown, null, { timeout: GIVE_UP_MS });
    return await figures(page, 0);
  } finally {
    await context.close();
  }
}

/**
 * The popular service's sign-ups dialog: from the tap on its "Jelentkezők" button until its rows are
 * drawn. A category shows its first services and reads the rest from the server a page at a time
 * (docs/decisions/0101); while the popular one is not shown, its category's "Mind a N szolgáltatás
 * mutatása" and then "További M szolgáltatás betöltése" are pressed first.
 */
async function signupsDialog(browser, url, token, serviceName, groupName) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'hu-HU' });
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  try {
    await page.goto(`${url}/klub/admin/szolgaltatasok`);
    const button = page.getByRole('button', { name: `Jelentkezők: ${serviceName}`, exact: true });
    await page.waitForFunction(servicesShown, null, { timeout: GIVE_UP_MS });
    const category = page.getByRole('region', { name: groupName, exact: true });
    const unfold = category.getByRole('button', { name: /^(Mind a \d+|További \d+) szolgáltatás/ });
    const rows = category.getByRole('list', { name: `${groupName} szolgáltatásai`, exact: true }).locator(':scope > li');
    while ((await button.count()) === 0) {
      const shown = await rows.count();
      await unfold.click({ timeout: GIVE_UP_MS });
      // Each press shows more rows, once its page has come.
      await rows.nth(shown).waitFor({ timeout: GIVE_UP_MS });
    }
    await page.waitForTimeout(SETTLE_MS);
    const since = await page.evaluate(() => performance.now());
    await button.click();
    await page.waitForFunction(rowsShown, serviceName, { timeout: GIVE_UP_MS });
    return await figures(page, since);
  } finally {
    await context.close();
  }
}

export async function screenBench(url, manifest) {
  const token = await signIn(url, BENCH_ADMIN);
  const asAdmin = { headers: { authorization: `Bearer ${token}` } };
  const service = await (await fetch(`${url}/api/admin/services/${manifest.popular.id}?page=1&pageSize=20`, asAdmin)).json();
  const groups = await (await fetch(`${url}/api/admin/servicegroups`, asAdmin)).json();
  const groupName = groups.find((g) => g.id === service.service?.serviceGroupId)?.name;
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const attempt = async (name, measure) => {
    try {
      return { name, ...(await measure()) };
    } catch (error) {
      return { name, failed: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  };
  try {
    return [
      await attempt('users screen', () => screen(browser, url, token, '/klub/admin/felhasznalok')),
      await attempt('sign-ups dialog of the popular service', () => signupsDialog(browser, url, token, service.service?.name, groupName)),
      await attempt('services admin', () => screen(browser, url, token, '/klub/admin/szolgaltatasok', servicesShown)),
    ];
  } finally {
    await browser.close();
  }
}
