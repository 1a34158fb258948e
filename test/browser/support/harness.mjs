// Shared machinery of the browser journeys: boots the built backend (which serves frontend/dist) on
// a free port with a fresh data directory, launches Debian's Chromium, runs named steps that also
// fail on console errors, failed requests and HTTP error responses, takes screenshots (each one also
// an axe-core check of the WCAG 2.2 A/AA rules on what is shown) and cleans up.
//
// A journey (test/browser/journeys/*.mjs) exports `title` and a default `async (harness) => {}`;
// test/browser/run.mjs gives each journey its own harness and cleans it up afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SCREENSHOTS = join(ROOT, 'test', 'browser', 'screenshots');
const BACKEND_MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const FRONTEND_INDEX = join(ROOT, 'frontend', 'dist', 'index.html');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ADMIN_EMAIL = 'admin@example.org';
export const ADMIN_PASSWORD = 'Böngésző-Teszt-Jelszó-2026!';
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
export const STEP_TIMEOUT_MS = 15_000;

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Collects console errors, failed requests and HTTP error responses of a page into `problems`.
 * `allowHttp(response)` and `allowFailure(url, errorText)` excuse what a journey causes on purpose
 * (see support/faults.mjs), and the console line Chromium writes for each of them.
 */
export function watchPage(page, problems, { allowHttp = () => false, allowFailure = () => false } = {}) {
  const isServiceWorkerNoise = (text) => /service ?worker|sw\.js|workbox/i.test(text);
  const allowedUrls = new Set();
  page.on('console', (message) => {
    if (message.type() !== 'error' || isServiceWorkerNoise(message.text())) return;
    // Chromium logs every error answer as a console error too; expected answers are not problems.
    const url = message.location()?.url;
    if (/^Failed to load resource/.test(message.text()) && (allowedUrls.has(url) || allowFailure(url, message.text()))) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A read that was cancelled, not failed: the browser drops its favicon fetch when a navigation starts
  // mid-load, and React Query aborts a superseded fetch when a mutation refreshes the same data. What the
  // page then shows is checked by the steps; an aborted write would still be a problem.
  const isCancelledRead = (request) => request.method() === 'GET' && request.failure()?.errorText === 'net::ERR_ABORTED';
  page.on('requestfailed', (request) => {
    if (!isServiceWorkerNoise(request.url()) && !isCancelledRead(request) && !allowFailure(request.url(), request.failure()?.errorText)) {
      problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    if (allowHttp(response)) {
      allowedUrls.add(response.url());
      return;
    }
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** The WCAG 2.2 success criteria of levels A and AA, as axe-core tags its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * Rules switched off, each with the reason it cannot hold on this site. Empty: every WCAG 2.2 A/AA
 * rule applies to every screen. An entry here needs a reason a reviewer would accept.
 */
const AXE_RULES_OFF = {};
/**
 * Findings axe reports that are not barriers, each narrowed to one rule and the elements it names,
 * with the reason beside it. Anything else the rule finds still fails.
 */
const NOT_BARRIERS = [
  {
    rule: 'aria-hidden-focus',
    // Fluent's focus manager (tabster) puts an empty, aria-hidden <i tabindex="0" data-tabster-dummy>
    // at both ends of menus, dialogs and focus traps: when it gets focus it hands it on at once to
    // the first or last real control, so no one ever rests on it, and aria-hidden keeps screen
    // readers from announcing it. Tabster's and Accessibility Insights' maintainers class it as a
    // false positive (microsoft/tabster#288, microsoft/accessibility-insights-web#7605).
    isNotBarrier: (node) => {
      const found = [...node.all, ...node.any, ...node.none].flatMap((check) => check.relatedNodes ?? []);
      return (found.length > 0 ? found : [node]).every((element) => /^<i\b[^>]*\bdata-tabster-dummy\b/.test(element.html));
    },
  },
];

/** The violations less the findings NOT_BARRIERS names; a rule with nothing left is no violation. */
function withoutNotBarriers(violations) {
  return violations
    .map((violation) => {
      const known = NOT_BARRIERS.filter((entry) => entry.rule === violation.id);
      return { ...violation, nodes: violation.nodes.filter((node) => !known.some((entry) => entry.isNotBarrier(node))) };
    })
    .filter((violation) => violation.nodes.length > 0);
}

const clip = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** One violation as a reader can act on it: rule, impact, and each element with its selector and HTML. */
function describeViolation({ id, impact, help, nodes }) {
  const elements = nodes.slice(0, 5).map((node) => {
    const why = node.failureSummary?.split('\n').map((line) => line.trim()).filter(Boolean).slice(1, 2).join(' ') ?? '';
    return `      ${node.target.join(' >>> ')}  ${clip(node.html.replace(/\s+/g, ' '), 160)}${why ? `\n        ${clip(why, 200)}` : ''}`;
  });
  const more = nodes.length > 5 ? [`      … and ${nodes.length - 5} more`] : [];
  return [`  ${id} (${impact}): ${help}`, ...elements, ...more].join('\n');
}

/**
 * Waits (at most 3 s) for the animations and transitions running now that end by themselves, so axe
 * measures colours as they settle. Spinners and other endless animations are left running.
 */
async function finiteAnimationsDone(page) {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

async function runAxe(page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .disableRules(Object.keys(AXE_RULES_OFF))
    // In the page itself: the default mode finishes in a second tab, which hides this one for a moment,
    // and a hidden page cancels a keyboard drag (dnd-kit) or anything else that listens for it. The
    // site has no cross-origin frames, the only thing the default mode would add.
    .setLegacyMode(true)
    .analyze();
  return withoutNotBarriers(violations);
}

const inToast = (violation) => violation.nodes.some((node) => /\bfui-Toast/.test(node.html));

/**
 * Runs axe-core with the WCAG 2.2 A/AA rules on what `page` shows now (the page, or an open dialog
 * over it) and answers the violations as readable text, one block per rule; '' when there are none.
 * Read once the animations running now have ended: a dialog is visible from the first frame of its
 * fade-in, and on a quick machine a journey reached axe mid-fade (a button measured at contrast 3.2).
 * A toast may start fading out while axe reads the page (measured at contrast 1.5 half-way), so a
 * finding in a toast is read once more after that fade: a toast still there is then measured steady.
 */
export async function accessibilityViolations(page) {
  await finiteAnimationsDone(page);
  let violations = await runAxe(page);
  if (violations.some(inToast)) {
    await finiteAnimationsDone(page);
    violations = await runAxe(page);
  }
  return violations.map(describeViolation).join('\n');
}

/**
 * Fails the step (throws) when axe finds a WCAG 2.2 A/AA violation on what `page` shows now; `label`
 * names the screen in the message ("1280 login-dialog"). Call it wherever a journey reaches a screen
 * or opens a dialog; `shot` of `openPage` calls it before every screenshot.
 */
export async function checkAccessibility(page, label) {
  const violations = await accessibilityViolations(page);
  assert(!violations, `accessibility (axe, WCAG 2.2 A/AA) on ${label} at ${page.url()}:\n${violations}`);
}

/**
 * Clicks a button that closes its own window (the partner window's answers): the window may be gone
 * before Playwright reports the click done, which is the very thing being waited for, not a failure.
 */
export async function clickClosingWindow(page, locator) {
  const closed = page.waitForEvent('close');
  await locator.click().catch((error) => {
    if (!page.isClosed()) throw error;
  });
  await closed;
}

/** Signs in through the "Klub" button's login dialog, as a visitor would, and waits for the greeting. */
export async function signInThroughDialog(page, baseUrl, { email, password }) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Klub', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
  await dialog.getByLabel('E-mail-cím', { exact: true }).fill(email);
  await dialog.getByLabel('Jelszó', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
}

export async function expectHeading(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/**
 * Waits until the element `locator` finds (by role and accessible name, as assistive technology names
 * it) is document.activeElement; fails naming what has focus instead.
 */
export async function expectFocusOn(page, locator, what) {
  await locator.waitFor();
  for (let i = 0; i < 40; i += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.waitForTimeout(50);
  }
  const now = await page.evaluate(() => {
    const element = document.activeElement;
    const name = element?.getAttribute('aria-label') ?? element?.labels?.[0]?.textContent ?? element?.textContent ?? '';
    return `${element?.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim().slice(0, 80)}"`;
  });
  throw new Error(`focus is on ${now}, expected ${what}`);
}

export async function checkNoHorizontalScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert(overflow <= 0, `page scrolls sideways by ${overflow}px`);
}

/** One harness per journey: its own backend, browser, results and clean-up. */
export function createHarness(journeyTitle) {
  const results = [];
  let backend = null;
  let dataDir = null;
  let browser = null;
  const persistentContexts = new Set();

  /** Runs one check; `problems` (console errors, failed requests) seen during it also fail it. */
  async function step(name, fn, problems = []) {
    problems.length = 0;
    let failure = null;
    try {
      await fn();
    } catch (error) {
      failure = String(error?.message ?? error);
    }
    if (problems.length > 0) failure = [failure, ...problems].filter(Boolean).join('\n');
    problems.length = 0;
    results.push({ journey: journeyTitle, name, ok: failure === null });
    if (failure === null) console.log(`  ✓ ${name}`);
    else console.log(`  ✗ ${name}\n      ${failure.split('\n').join('\n      ')}`);
    return failure === null;
  }

  /** Records a failure that happened outside any step (boot, unexpected error). */
  function fail(name, error) {
    results.push({ journey: journeyTitle, name, ok: false });
    console.log(`  ✗ ${name}\n      ${String(error?.stack ?? error?.message ?? error).split('\n').join('\n      ')}`);
  }

  /**
   * Boots the built backend with a fresh DATA_DIR; `env` is added to (and overrides) the defaults.
   * Returns { baseUrl, dataDir }.
   */
  async function startBackend(env = {}) {
    assert(existsSync(BACKEND_MAIN), `${BACKEND_MAIN} is missing: run "npm run build" first.`);
    assert(existsSync(FRONTEND_INDEX), `${FRONTEND_INDEX} is missing: run "npm run build" first.`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'itk-browser-'));
    const output = [];
    backend = spawn(process.execPath, [BACKEND_MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED_DEMO: 'false',
        NODE_ENV: 'test',
        // Links in mails (DATA_DIR/outbox) point at this very server.
        PUBLIC_URL: baseUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [backend.stdout, backend.stderr]) {
      stream.on('data', (chunk) => output.push(...String(chunk).split('\n').filter(Boolean)));
    }
    const exited = new Promise((resolve) => backend.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 250))]);
      if (code !== undefined) throw new Error(`backend exited with code ${code}:\n${output.slice(-20).join('\n')}`);
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        if (response.ok && (await response.json()).status === 'ok') {
          console.log(`backend: ${baseUrl}`);
          return { baseUrl, dataDir };
        }
      } catch {
        // not listening yet
      }
    }
    throw new Error(`backend did not answer /api/health within 60 s:\n${output.slice(-20).join('\n')}`);
  }

  async function stopBackend() {
    if (!backend || backend.exitCode !== null) return;
    const exited = new Promise((resolve) => backend.once('exit', resolve));
    backend.kill('SIGTERM');
    const timer = setTimeout(() => backend.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  async function launchBrowser() {
    browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    return browser;
  }

  /**
   * Opens a fresh context and page at `viewport`, watching it for problems.
   * `shot(name, fullPage = true)` checks the screen with axe (`checkAccessibility`: a violation fails
   * the step) and saves screenshots/<width>-<name>.png; overlays (dialog, menu, drawer) are better
   * shot at viewport size, as their backdrop covers only the viewport. `checkA11y(name)` is the same
   * check without a screenshot.
   * `allowHttp(response)` marks expected 4xx/5xx answers (e.g. an invalid code on purpose),
   * `allowFailure(url, errorText)` requests failed on purpose; `timezoneId` sets the device's time zone
   * (the machine's own unless a journey says otherwise); `contextOptions` go to Playwright's
   * newContext (e.g. `serviceWorkers: 'block'` for a first visit that no service worker answers).
   */
  async function openPage(viewport, { allowHttp, allowFailure, timezoneId, contextOptions = {} } = {}) {
    const b = await launchBrowser();
    const context = await b.newContext({ viewport, locale: 'hu-HU', timezoneId, deviceScaleFactor: 1, ...contextOptions });
    return watchedPage(context, viewport, { allowHttp, allowFailure });
  }

  /**
   * Like `openPage`, in a browser of its own whose profile lives in `userDataDir`: closing the
   * context quits that browser, and opening the same directory again starts it anew, as a person
   * restarting their browser would (localStorage, Cache Storage and IndexedDB kept; sessionStorage,
   * which lives with each tab, gone). `newTab()` opens another watched tab of the same browser.
   */
  async function openPersistentPage(userDataDir, viewport, { allowHttp, allowFailure } = {}) {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport,
      locale: 'hu-HU',
      deviceScaleFactor: 1,
    });
    persistentContexts.add(context);
    context.once('close', () => persistentContexts.delete(context));
    return watchedPage(context, viewport, { allowHttp, allowFailure }, context.pages()[0]);
  }

  async function watchedPage(context, viewport, { allowHttp, allowFailure }, blank) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = blank ?? (await context.newPage());
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const problems = [];
    watchPage(page, problems, { allowHttp, allowFailure });
    const checkA11y = (name) => checkAccessibility(page, `${viewport.width} ${name}`);
    const shot = async (name, fullPage = true) => {
      await checkA11y(name);
      await page.screenshot({ path: join(SCREENSHOTS, `${viewport.width}-${name}.png`), fullPage });
    };
    const newTab = () => watchedPage(context, viewport, { allowHttp, allowFailure });
    return { context, page, problems, shot, checkA11y, newTab };
  }

  async function cleanUp() {
    for (const context of persistentContexts) await context.close().catch(() => {});
    persistentContexts.clear();
    await browser?.close().catch(() => {});
    browser = null;
    await stopBackend().catch(() => {});
    backend = null;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  }

  return { results, step, fail, startBackend, launchBrowser, openPage, openPersistentPage, cleanUp };
}
