// What a visitor on a phone gets (issue 13): Lighthouse 12's mobile preset on the public pages and a
// signed-in member's services page, median of RUNS runs each, against the production build; and the
// JavaScript the home page downloads before it is interactive, in gzip bytes.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signIn, startApp } from './app-process.mjs';
import { firstLoadJs } from '../../frontend/scripts/first-load.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The browser tests' flags (STACK.md): headless on a machine without a display or GPU.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TOKEN_KEY = 'itk.jwt';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(port, url, signedInToken) {
  if (signedInToken) {
    // Signed in as a member who ticked "stay signed in", set on a page that does not install the
    // service worker, so the measured load is a first visit's.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    const page = await browser.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((key, token) => localStorage.setItem(key, token), TOKEN_KEY, signedInToken);
    await page.close();
    await browser.disconnect();
  }
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: Boolean(signedInToken) });
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** Each page RUNS times in a fresh browser; the median of each figure. */
async function measure(url, token) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      runs.push(await audit(chrome.port, url, token));
    } finally {
      await chrome.kill();
    }
  }
  const pick = (read) => median(runs.map(read));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
  };
}

export async function pageBench() {
  const app = await startApp();
  try {
    const token = await signIn(app.url);
    const pages = [
      ['/', null],
      ['/tanar-vagyok', null],
      ['/cegeknek', null],
      ['/klub/szolgaltatasok (signed in)', token],
    ];
    const results = [];
    for (const [name, signedIn] of pages) results.push({ name, ...(await measure(`${app.url}${name.split(' ')[0]}`, signedIn)) });
    return { pages: results, runs: RUNS, js: firstLoadJs() };
  } finally {
    app.stop();
  }
}
