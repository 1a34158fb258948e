// Insights journey (issue 25 §3, §4): with the demo content (SEED_DEMO), an admin signs in, opens
// "Áttekintés" from its dashboard tile, sees every chart, reads the growth chart as a table, sets an
// "Állapot ekkor" day (kept in the address, through a reload) and downloads the growth chart's figures
// as XLSX. Once per width; screenshots: admin-insights-*.png.
import { readFileSync } from 'node:fs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading, signInThroughDialog } from '../support/harness.mjs';

export const title = 'admin insights';

const SCREEN = '/klub/admin/attekintes';
const BAD_DAY = '2026-13-45';
const SECTIONS = ['Növekedés', 'Tölcsér', 'Tagok megyénként', 'Tagok iskolatípusonként', 'Elbírálási idők', 'Szolgáltatások telítettsége', 'Partneroldalak'];

/** Yesterday as a date field writes it: a day in the past, whatever the hour. */
const yesterday = () => new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Lets the charts' entrance settle before a screenshot. */
const settle = (page, ms = 500) => page.waitForTimeout(ms);

const section = (page, name) => page.getByRole('region', { name, exact: true });

/** The funnel's figures as its table reads them: switched on, read, switched off again. */
async function funnelFigures(page) {
  const funnel = section(page, 'Tölcsér');
  const toggle = funnel.getByRole('switch', { name: 'Táblázat' });
  await toggle.check();
  const table = funnel.getByRole('table', { name: 'Tölcsér' });
  await table.waitFor();
  const figures = await table.locator('tbody tr').allTextContents();
  await toggle.uncheck();
  return figures.join(' | ');
}

async function runAtWidth(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  // The malformed day of the last step is refused on purpose (400 with field errors).
  const allowHttp = (response) => response.status() === 400 && new URL(response.url()).searchParams.get('asOf') === BAD_DAY;
  const { context, page, problems, shot } = await harness.openPage(viewport, { allowHttp });
  let before = '';

  await step(`${width} the admin opens "Áttekintés" from the dashboard tile and sees every chart`, async () => {
    await signInThroughDialog(page, baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto(`${baseUrl}/klub/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Admin felületek' }).getByRole('link', { name: /Áttekintés/ }).click();
    await expectHeading(page, 'Áttekintés');
    assert(new URL(page.url()).pathname === SCREEN, `the tile led to ${page.url()}`);
    for (const name of SECTIONS) await section(page, name).getByRole('heading', { level: 2, name }).waitFor();
    // The growth chart is drawn: an SVG with its lines.
    await section(page, 'Növekedés').locator('svg path').first().waitFor();
    await page.getByText('Állapot: a legfrissebb adatok').waitFor();
    assert((await page.title()).startsWith('Áttekintés'), `the tab is titled "${await page.title()}"`);
    await checkNoHorizontalScroll(page);
    await settle(page);
    await shot('admin-insights');
    before = await funnelFigures(page);
  }, problems);

  await step(`${width} switches the growth chart to its table, by week`, async () => {
    const growth = section(page, 'Növekedés');
    // The choice is written into the address; the radio follows once the page re-renders.
    await growth.getByRole('radio', { name: 'Hetente' }).click();
    await page.waitForURL(/period=week/);
    await growth.getByRole('switch', { name: 'Táblázat' }).check();
    const table = growth.getByRole('table', { name: 'Növekedés (hetente)' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    assert(headers.join('|') === 'Időszak|Jelentkezések|Aktiválások|Befejezett regisztrációk|Első jelentkezések szolgáltatásra', `headers: ${headers.join('|')}`);
    assert((await table.locator('tbody tr').count()) > 0, 'the table has no rows');
    assert(/\d{4}\. \d+\. hét/.test(await table.locator('tbody th').first().textContent()), 'a week is not named as a week');
    await checkNoHorizontalScroll(page);
    await shot('admin-insights-table');
  }, problems);

  await step(`${width} sets an "Állapot ekkor" day: the figures stand as they did then, kept through a reload`, async () => {
    const day = yesterday();
    await page.getByLabel('Állapot ekkor').fill(day);
    await page.waitForURL((url) => url.searchParams.get('asOf') === day);
    const label = page.getByText(/^Állapot ekkor: \d{4}\. \S+ \d{1,2}\. \(a nap végén\)$/);
    await label.waitFor();
    const after = await funnelFigures(page);
    console.log(`    funnel now: ${before}\n    funnel at the end of ${day}: ${after}`);
    await page.reload({ waitUntil: 'networkidle' });
    await label.waitFor();
    assert((await page.getByLabel('Állapot ekkor').inputValue()) === day, 'the as-of day was lost on reload');
    assert(await section(page, 'Növekedés').getByRole('radio', { name: 'Hetente' }).isChecked(), 'the week view was lost on reload');
    await settle(page);
    await shot('admin-insights-as-of');
  }, problems);

  await step(`${width} downloads the growth chart's figures as XLSX`, async () => {
    const growth = section(page, 'Növekedés');
    const [download] = await Promise.all([page.waitForEvent('download'), growth.getByRole('button', { name: 'Letöltés (XLSX)' }).click()]);
    const name = download.suggestedFilename();
    assert(/^attekintes-[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx$/.test(name), `downloaded ${name}`);
    const file = readFileSync(await download.path());
    assert(file.subarray(0, 2).toString('latin1') === 'PK', 'the export is not an XLSX (zip) file');
  }, problems);

  await step(`${width} a malformed day in the address shows the server's field error, not a crash`, async () => {
    await page.goto(`${baseUrl}${SCREEN}?asOf=${BAD_DAY}`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Áttekintés');
    await page.getByText('Az időszak vagy az állapot napja hibás: javítsd a jelölt mezőt.').waitFor();
    assert((await page.getByLabel('Állapot ekkor').getAttribute('aria-invalid')) === 'true', 'the as-of picker is not marked invalid');
    await shot('admin-insights-bad-day');
  }, problems);

  await context.close();
}

export default async function adminInsights(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  for (const viewport of [...WIDTHS].reverse()) await runAtWidth(harness, baseUrl, viewport);
}
