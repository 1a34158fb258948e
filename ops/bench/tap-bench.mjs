// Taps that answer at once (issue 24 §3): on a phone-sized Chromium with the CPU slowed 4×, the
// production build with the demo content, signed in as the demo member, how long each listed tap takes
// to its next paint (Interaction to Next Paint, from the page's `event` performance entries), beside
// the same figure for opening an empty Fluent dialog on the floor page (/meres/padlo) in the same run.
import { chromium } from 'playwright-core';
import { DEMO_MEMBER, signIn, startApp } from './app-process.mjs';

const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TOKEN_KEY = 'itk.jwt';
/** DevTools' "4× slowdown" (Lighthouse's mobile preset uses the same). */
const CPU_SLOWDOWN = 4;
/** A phone: 390 × 844 CSS pixels, touch, and Lighthouse's phone pixel ratio. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'hu-HU' };
/** The smallest threshold the Event Timing API accepts: shorter events are not reported. */
const EVENT_THRESHOLD = 16;
/** A service the demo member has not signed up for, without limit, question or approval. */
const SIGNUP_SERVICE = 'Webfejlesztés a középiskolában';
const DETAILS_SERVICE = 'Python alapok tanároknak';
const MATERIALS_TAG = 'Python';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Collects, from before the tap, the `event` entries of interactions (those with an interactionId):
 * the buffer keeps only entries of 104 ms and more, so the observer has to be there before the tap.
 */
function observeEvents(threshold) {
  const seen = [];
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true });
  window.__tapBench = { seen, observer, since: performance.now(), resultAt: null };
}

/** What the page shows once a tap has done its work, checked on every frame. */
function resultShown({ kind, value, count }) {
  const named = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    return (element.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent) ?? '').trim();
  };
  const dialogs = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
  const shown = {
    dialog: () => dialogs().some((dialog) => named(dialog) === value),
    signedUp: () =>
      !dialogs().some((dialog) => named(dialog) === 'Jelentkezés megerősítése') &&
      dialogs().some((dialog) => named(dialog) === value && dialog.querySelector('[aria-label="Állapot"]')?.textContent?.includes('Jelentkezve')),
    heading: () => [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.trim() === value),
    groups: () => document.querySelectorAll(`[role="region"][aria-label^="${value}"]`).length === count,
  }[kind]();
  if (shown) window.__tapBench.resultAt ??= performance.now();
  return shown;
}

/** The tap's entries once delivered: the longest is its Interaction to Next Paint. */
function tapEntries() {
  return new Promise((resolve) => {
    // The entries of an interaction are queued after the paint that follows it: two frames and a task.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const { seen, observer, since, resultAt } = window.__tapBench;
          seen.push(...observer.takeRecords());
          observer.disconnect();
          const own = seen.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
          const tappedAt = Math.min(...own.map((entry) => entry.startTime));
          resolve({
            inp: own.reduce((longest, entry) => Math.max(longest, entry.duration), 0),
            events: [...new Set(own.map((entry) => entry.name))],
            resultMs: own.length ? Math.max(0, resultAt - tappedAt) : null,
          });
        }, 100),
      ),
    );
  });
}

/** Taps `target` and measures it until `result` is on the screen. */
async function measureTap(page, target, result) {
  await target.waitFor();
  await page.evaluate(observeEvents, EVENT_THRESHOLD);
  await target.tap();
  await page.waitForFunction(resultShown, result, { polling: 'raf', timeout: 30_000 });
  return page.evaluate(tapEntries);
}

/** A fresh phone (new profile) at 4× slowdown, signed in, on `path` once it has loaded and gone quiet. */
async function openPhone(browser, url, token, path) {
  // A member's phone has the service worker installed already: its first-visit precaching of the
  // whole app would compete with the taps, so it is left out.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (token) {
    await page.goto(`${url}/api/health`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  }
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  return { page, close: () => context.close() };
}

/** Lets the page finish what it does after loading (hydration, transitions) before the tap. */
const quiet = (page) => page.waitForTimeout(1500);

const card = (page, name) => page.getByRole('article', { name, exact: true });

/** The interactions of issue 24 §3, each on a page of its own; every one answers `{ tap: figures }`. */
const SCENARIOS = [
  {
    name: 'floor',
    path: '/meres/padlo',
    signedIn: false,
    run: async (page) => ({
      floor: await measureTap(page, page.getByRole('button', { name: 'Üres párbeszédablak megnyitása' }), { kind: 'dialog', value: 'Üres párbeszédablak' }),
    }),
  },
  {
    name: 'details',
    path: '/klub/szolgaltatasok',
    run: async (page) => ({
      details: await measureTap(page, card(page, DETAILS_SERVICE).getByRole('button', { name: 'Részletek' }), { kind: 'dialog', value: DETAILS_SERVICE }),
    }),
  },
  {
    name: 'signup',
    path: '/klub/szolgaltatasok',
    run: async (page, api) => {
      await card(page, SIGNUP_SERVICE).getByRole('button', { name: 'Részletek' }).tap();
      const details = page.getByRole('dialog', { name: SIGNUP_SERVICE });
      await details.waitFor();
      await quiet(page);
      const signup = await measureTap(page, details.getByRole('button', { name: 'Jelentkezem' }), { kind: 'dialog', value: 'Jelentkezés megerősítése' });
      const confirm = page.getByRole('dialog', { name: 'Jelentkezés megerősítése' }).getByRole('button', { name: 'Igen, jelentkezem' });
      await quiet(page);
      const confirmed = await measureTap(page, confirm, { kind: 'signedUp', value: SIGNUP_SERVICE });
      // The next run signs up afresh.
      await api.cancel(SIGNUP_SERVICE);
      return { signup, confirm: confirmed };
    },
  },
  {
    name: 'filter',
    path: '/klub/tananyagok',
    run: async (page) => ({
      filter: await measureTap(page, page.getByRole('button', { name: MATERIALS_TAG, exact: true }), { kind: 'groups', value: 'Tananyagcsoport', count: 1 }),
    }),
  },
  {
    name: 'profile',
    path: '/klub/szolgaltatasok',
    run: async (page) => {
      // The club menu is where a member's nav link to the profile lives (SPEC §2). The page's frame
      // draws the same button before the app has started: the cards show that it has.
      await card(page, DETAILS_SERVICE).waitFor();
      await quiet(page);
      await page.getByRole('button', { name: 'Klub', exact: true }).tap();
      await page.getByRole('menuitem', { name: 'Profil' }).waitFor();
      await quiet(page);
      return { profile: await measureTap(page, page.getByRole('menuitem', { name: 'Profil' }), { kind: 'heading', value: 'Profil' }) };
    },
  },
];

/** The demo member's API calls the bench needs between runs. */
function memberApi(url, token) {
  const call = async (method, path, body) => {
    const response = await fetch(`${url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.json();
  };
  return {
    async cancel(name) {
      const service = (await call('GET', '/services')).flatMap((group) => group.services).find((candidate) => candidate.name === name);
      await call('POST', '/services/cancel', { serviceId: service.id });
    },
  };
}

/** What each tap is, as the bench's table names it. */
export const TAPS = [
  ['floor', 'opening an empty Fluent dialog on the floor page (/meres/padlo)'],
  ['details', "opening a service's detail dialog (/klub/szolgaltatasok)"],
  ['signup', "signing up: 'Jelentkezem' in the detail dialog"],
  ['confirm', "confirming: 'Igen, jelentkezem'"],
  ['filter', 'switching a materials tag filter (/klub/tananyagok)'],
  ['profile', 'opening the profile from the club menu (/klub/szolgaltatasok → /klub/profil)'],
];

/**
 * Every scenario RUNS times, each in a fresh browser profile; per tap the median Interaction to Next
 * Paint (0 when every event of the tap took under the 16 ms threshold) and the median time from the
 * tap to its result on the screen.
 */
export async function tapBench() {
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const token = await signIn(app.url, DEMO_MEMBER);
    const api = memberApi(app.url, token);
    const runs = Object.fromEntries(TAPS.map(([id]) => [id, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const scenario of SCENARIOS) {
        const phone = await openPhone(browser, app.url, scenario.signedIn === false ? null : token, scenario.path);
        try {
          await quiet(phone.page);
          for (const [id, figures] of Object.entries(await scenario.run(phone.page, api))) runs[id].push(figures);
        } finally {
          await phone.close();
        }
      }
    }
    const taps = TAPS.map(([id, name]) => ({
      id,
      name,
      inp: median(runs[id].map((figures) => figures.inp)),
      resultMs: median(runs[id].map((figures) => figures.resultMs ?? 0)),
      runs: runs[id].map((figures) => figures.inp),
    }));
    return { taps, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, threshold: EVENT_THRESHOLD };
  } finally {
    await browser.close();
    app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { taps } = await tapBench();
  for (const tap of taps) console.log(`${tap.id.padEnd(8)} INP ${tap.inp} ms (runs ${tap.runs.join(', ')}), result on screen ${Math.round(tap.resultMs)} ms — ${tap.name}`);
}
