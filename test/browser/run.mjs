// Browser journey: boots the built backend (which serves frontend/dist) on a free port with a fresh
// data directory, then drives Debian's Chromium at phone and desktop widths through every public
// page, the login dialog and the admin menu. Screenshots go to test/browser/screenshots/.
//
//   npm run build && node test/browser/run.mjs
//
// Fails (exit 1) on any assertion, console error, failed request or HTTP error response.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCREENSHOTS = join(ROOT, 'test', 'browser', 'screenshots');
const BACKEND_MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const FRONTEND_INDEX = join(ROOT, 'frontend', 'dist', 'index.html');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ADMIN_EMAIL = 'admin@example.org';
const ADMIN_PASSWORD = 'Böngésző-Teszt-Jelszó-2026!';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const STEP_TIMEOUT_MS = 15_000;

/** Public pages: path, screenshot name, the h1 it must show. */
const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Informatikatanárok klubja és mentorprogramja' },
  { path: '/tanar-vagyok', name: 'tanar-vagyok', heading: 'Tanár vagyok' },
  { path: '/cegeknek', name: 'cegeknek', heading: 'Cégeknek' },
  { path: '/mentorcegek', name: 'mentorcegek', heading: 'Mentorcégeink' },
  { path: '/kapcsolat', name: 'kapcsolat', heading: 'Kapcsolat' },
  { path: '/elmenyek', name: 'elmenyek', heading: 'Két nap egy fejlesztőcsapatban' },
  { path: '/adatkezelsi-tajekoztato', name: 'adatkezelsi-tajekoztato', heading: 'Adatkezelési tájékoztató' },
  { path: '/nincs-ilyen-oldal', name: 'not-found', heading: 'A kért oldal nem található' },
];

const results = [];
let backend = null;
let dataDir = null;
let browser = null;

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
  results.push({ name, ok: failure === null });
  if (failure === null) console.log(`  ✓ ${name}`);
  else console.log(`  ✗ ${name}\n      ${failure.split('\n').join('\n      ')}`);
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startBackend() {
  assert(existsSync(BACKEND_MAIN), `${BACKEND_MAIN} is missing: run "npm run build" first.`);
  assert(existsSync(FRONTEND_INDEX), `${FRONTEND_INDEX} is missing: run "npm run build" first.`);
  const port = await freePort();
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [backend.stdout, backend.stderr]) {
    stream.on('data', (chunk) => output.push(...String(chunk).split('\n').filter(Boolean)));
  }
  const exited = new Promise((resolve) => backend.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 250))]);
    if (code !== undefined) throw new Error(`backend exited with code ${code}:\n${output.slice(-20).join('\n')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok && (await response.json()).status === 'ok') return baseUrl;
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

/** Collects console errors, failed requests and HTTP error responses of a page. */
function watchPage(page, problems) {
  const isServiceWorkerNoise = (text) => /service ?worker|sw\.js|workbox/i.test(text);
  page.on('console', (message) => {
    if (message.type() === 'error' && !isServiceWorkerNoise(message.text())) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!isServiceWorkerNoise(request.url())) {
      problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

async function expectHeading(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function checkNoHorizontalScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert(overflow <= 0, `page scrolls sideways by ${overflow}px`);
}

async function runAtWidth(baseUrl, viewport) {
  const { width } = viewport;
  console.log(`\n${width} px`);
  const context = await browser.newContext({ viewport, locale: 'hu-HU', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const problems = [];
  watchPage(page, problems);
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Overlays (dialog, menu, drawer) are shot at viewport size: their backdrop covers only the viewport.
  const shot = (name, fullPage = true) => page.screenshot({ path: join(SCREENSHOTS, `${width}-${name}.png`), fullPage });

  for (const { path, name, heading } of PUBLIC_PAGES) {
    await step(`${width} ${path} shows "${heading}"`, async () => {
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      assert(response?.ok(), `GET ${path} answered HTTP ${response?.status()} instead of the app`);
      await expectHeading(page, heading);
      await checkNoHorizontalScroll(page);
      await shot(name);
    }, problems);
  }

  await step(`${width} the home page does not download admin or club code`, async () => {
    scripts.length = 0;
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expectHeading(page, PUBLIC_PAGES[0].heading);
    const privileged = scripts.filter((path) => /\/assets\/(admin|club-home|profile|dashboard)-/.test(path));
    assert(privileged.length === 0, `loaded on /: ${privileged.join(', ')}`);
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
    await dialog.getByLabel('Email cím', { exact: true }).fill(ADMIN_EMAIL);
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

async function main() {
  mkdirSync(SCREENSHOTS, { recursive: true });
  let baseUrl;
  try {
    baseUrl = await startBackend();
    console.log(`backend: ${baseUrl}`);
  } catch (error) {
    results.push({ name: 'backend boots', ok: false });
    console.log(`  ✗ backend boots\n      ${error.message}`);
    return;
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const viewport of WIDTHS) await runAtWidth(baseUrl, viewport);
}

async function cleanUp() {
  await browser?.close().catch(() => {});
  await stopBackend().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.once('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

try {
  await main();
} catch (error) {
  results.push({ name: 'unexpected error', ok: false });
  console.log(`  ✗ unexpected error: ${error?.stack ?? error}`);
} finally {
  await cleanUp();
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
