#!/usr/bin/env node
/**
 * Screenshots for comparing a change that must not change how pages look (issue 24 moved the styles
 * to build time): the public pages and the demo member's club pages at 390 and 1280 px, and, with
 * JavaScript off, the prerendered home page and the club frames (what paints before any script).
 * Runs the built app (`npm run build` first) with the demo content; compare two runs with compare.mjs.
 *
 *   node ops/screens/capture.mjs <out-dir>
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { signIn, startApp } from '../bench/app-process.mjs';

const [out] = process.argv.slice(2);
if (!out) throw new Error('usage: node ops/screens/capture.mjs <out-dir>');
// The app starts from the repository root (backend/dist/main.js), wherever this is run from.
process.chdir(fileURLToPath(new URL('../..', import.meta.url)));
mkdirSync(out, { recursive: true });
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The browser tests' flags (STACK.md): headless on a machine without a display or GPU.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PUBLIC = ['/', '/tanar-vagyok', '/cegeknek'];
const CLUB = ['/klub', '/klub/szolgaltatasok', '/klub/tananyagok', '/klub/profil'];
const name = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

/**
 * Scrolls down the page as a person would, then back to the top, and waits until every image has
 * loaded: images that load only near the screen (footer logos, material icons) are in the shot.
 */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
try {
  const token = await signIn(app.url, { email: 'tag@example.org', password: 'Demo-tag-2026' });
  if (!token) throw new Error('demo member sign-in failed');
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('pageerror', e.message));
    for (const path of [...PUBLIC, ...CLUB]) {
      if (path === CLUB[0]) {
        await page.goto(`${app.url}/api/health`);
        await page.evaluate((t) => localStorage.setItem('itk.jwt', t), token);
      }
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      // Past the list's appearing animation (reduced motion shortens it, screenshots stop it).
      await page.waitForTimeout(800);
      await page.evaluate(() => document.fonts.ready);
      await scrollThrough(page);
      await page.screenshot({ path: join(out, `${name(path)}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
    }
    await context.close();
    // Before any script: the prerendered public page and club frames with JavaScript off.
    const noJs = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false, serviceWorkers: 'block' });
    const bare = await noJs.newPage();
    for (const path of ['/', '/klub', '/klub/szolgaltatasok', '/klub/tananyagok', '/klub/profil']) {
      await bare.goto(`${app.url}${path}`, { waitUntil: 'load' });
      await bare.screenshot({ path: join(out, `nojs-${name(path)}-${width}.png`), fullPage: true, animations: 'disabled' });
    }
    await noJs.close();
  }
  console.log('shots in', out);
} finally {
  await browser.close();
  app.stop();
}
