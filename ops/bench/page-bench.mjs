// What a visitor on a phone gets (issues 13 and 24): Lighthouse 12's mobile preset, median of RUNS runs
// each in a fresh browser profile and taken in rounds, against the production build with the demo
// content, on the floor page (the stack alone), the public pages and the member's club pages signed in as
// the demo member, all in one run: every page's figures are compared with the floor's from the same run.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_MEMBER, signIn, startApp } from './app-process.mjs';

// Five, not three: on a quick host a page's blocking time is a handful of tasks just over Lighthouse's
// 50 ms line, so one run moves it from 0 to 100 ms; the median of five moves less.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The browser tests' flags (STACK.md): headless on a machine without a display or GPU.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TOKEN_KEY = 'itk.jwt';
/** A folder to keep every Lighthouse report in (for profiling: bootup-time, mainthread-work-breakdown, long tasks). */
const KEEP_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** The floor page (frontend/src/app/floor/): React, the router and Fluent's provider, nothing else. */
export const FLOOR = '/meres/padlo';
const PUBLIC_PAGES = ['/', '/tanar-vagyok', '/cegeknek'];
const CLUB_PAGES = ['/klub', '/klub/szolgaltatasok', '/klub/tananyagok', '/klub/profil'];
/** Which pages a run measures: BENCH_PAGES=/klub,/klub/profil (the floor is always measured). */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);

/**
 * Issue 24's goals, against the floor page in the same run: total blocking time at most 1.5× the
 * floor's, largest contentful paint at most 1.2×, performance at least 95 where the floor scores 100,
 * accessibility and best practices 100.
 */
export const PAGE_GOALS = { tbtRatio: 1.5, lcpRatio: 1.2, performance: 95, accessibility: 100, bestPractices: 100 };

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
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
  if (KEEP_REPORTS) {
    mkdirSync(KEEP_REPORTS, { recursive: true });
    writeFileSync(`${KEEP_REPORTS}/${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`, JSON.stringify(lhr));
  }
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** Runs that fail to record (NO_NAVSTART and the like on a busy machine) are taken again. */
const ATTEMPTS = 3;

async function auditInFreshBrowser(url, token) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      return await audit(chrome.port, url, token);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    } finally {
      await chrome.kill();
    }
  }
}

/** The median of each figure over a page's runs. */
function medians(runs) {
  const pick = (read) => median(runs.map(read));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
  };
}

/**
 * Every page RUNS times, each run in a fresh browser, in rounds: one run of every page (the floor
 * first), then the next round. This host's load drifts over the minutes a run takes (the same page's
 * blocking time moved 0 → 8 ms between two runs of the same code); measured page after page, the floor
 * met one stretch of it and each page another, while in rounds every page meets every stretch.
 */
async function measureInRounds(pages, url) {
  const runs = pages.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [index, page] of pages.entries()) runs[index].push(await auditInFreshBrowser(`${url}${page.path}`, page.token));
  }
  return pages.map((page, index) => ({ name: page.path, kind: page.kind, ...medians(runs[index]) }));
}

/** A page's figures against the floor's from the same run, and which of issue 24's goals hold. */
export function againstFloor(page, floor) {
  const tbtRatio = floor.tbt > 0 ? page.tbt / floor.tbt : page.tbt > 0 ? Infinity : 1;
  const lcpRatio = page.lcp / floor.lcp;
  const performanceApplies = floor.scores.performance === 100;
  const goals = {
    tbt: page.tbt <= PAGE_GOALS.tbtRatio * floor.tbt,
    lcp: lcpRatio <= PAGE_GOALS.lcpRatio,
    performance: performanceApplies ? page.scores.performance >= PAGE_GOALS.performance : null,
    accessibility: page.scores.accessibility >= PAGE_GOALS.accessibility,
    bestPractices: page.scores['best-practices'] >= PAGE_GOALS.bestPractices,
  };
  return { tbtRatio, lcpRatio, goals, met: Object.values(goals).every((held) => held !== false) };
}

export async function pageBench() {
  const app = await startApp();
  try {
    const token = await signIn(app.url, DEMO_MEMBER);
    const wanted = (path) => !ONLY || ONLY.includes(path);
    const pages = [
      { path: FLOOR, kind: 'floor', token: null },
      ...PUBLIC_PAGES.filter(wanted).map((path) => ({ path, kind: 'public', token: null })),
      // Signed in as the demo member, as a member's phone is.
      ...CLUB_PAGES.filter(wanted).map((path) => ({ path, kind: 'club', token })),
    ];
    const results = await measureInRounds(pages, app.url);
    const floor = results[0];
    return {
      floor,
      pages: results.slice(1).map((page) => ({ ...page, ...againstFloor(page, floor) })),
      runs: RUNS,
      benchmarkIndex: median(results.map((page) => page.benchmarkIndex)),
    };
  } finally {
    app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { floor, pages, benchmarkIndex } = await pageBench();
  const line = (page) => `${page.name.padEnd(22)} perf ${page.scores.performance} a11y ${page.scores.accessibility} bp ${page.scores['best-practices']} seo ${page.scores.seo} FCP ${Math.round(page.fcp)} LCP ${Math.round(page.lcp)} TBT ${Math.round(page.tbt)} CLS ${page.cls.toFixed(3)}`;
  console.log(`benchmarkIndex ${benchmarkIndex}\n${line(floor)}`);
  for (const page of pages) console.log(`${line(page)}  TBT ×${page.tbtRatio.toFixed(2)} LCP ×${page.lcpRatio.toFixed(2)} ${page.met ? 'goals met' : `missed: ${Object.entries(page.goals).filter(([, held]) => held === false).map(([goal]) => goal).join(', ')}`}`);
}
