// Every look at personal data is on the trail (issue 22 §2), at 1280 and 390 px. With the demo content,
// the demo member lets the demo partner site receive their data (API). In the browser the admin opens
// the partner's consent list ("Hozzájárulások"), then the demo member's history in the user edit
// dialog, stepping back to its first moment; the trail then shows each look in Hungarian: who looked
// (Klub Adminisztrátor), at whom (Tanár Demó, the partner site) and what (the moment shown, how many
// members). Screenshots: looks-*.png.
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading, signInThroughDialog } from '../support/harness.mjs';

export const title = 'looks at personal data on the trail';

const DEMO_MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026', name: 'Tanár Demó' };
const PARTNER = 'Demó partneroldal';
const ADMIN_NAME = 'Klub Adminisztrátor';

async function call(baseUrl, method, path, { token, body } = {}) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  assert(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** The trail filtered to one action: its rows' cells by column, newest first. */
async function trailRows(page, action) {
  await page.getByLabel('Művelet').selectOption({ label: action });
  const table = page.getByRole('table', { name: 'Napló bejegyzései' });
  await table.getByRole('row').nth(1).getByText(action).waitFor();
  return table;
}

async function looks(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  const { page, problems, shot } = await harness.openPage(viewport);

  await step(`${width} the admin opens who lets ${PARTNER} receive their data: the list says it is logged`, async () => {
    await signInThroughDialog(page, baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto(`${baseUrl}/klub/admin/partnerek`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Partneroldalak');
    await checkNoHorizontalScroll(page);
    await shot('looks-partners');
    await page.getByRole('button', { name: `Hozzájárulások: ${PARTNER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hozzájárulások: ${PARTNER}` });
    const list = dialog.getByRole('list', { name: 'Hozzájárult tagok' });
    const member = list.getByRole('listitem').filter({ hasText: DEMO_MEMBER.name });
    await member.getByText(DEMO_MEMBER.email).waitFor();
    await member.getByText(/^Megkapja: /).waitFor();
    await member.getByText(/^Engedélyezte: \d{4}\. [a-zé]+ \d{1,2}\. \d{1,2}:\d{2}$/).waitFor();
    await dialog.getByText('A lista megnyitása bekerül a naplóba.', { exact: false }).waitFor();
    await shot('looks-partner-consents', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} the admin reads ${DEMO_MEMBER.name}'s history, back to its first moment`, async () => {
    await page.goto(`${baseUrl}/klub/admin/felhasznalok`, { waitUntil: 'networkidle' });
    await page.getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }).fill(DEMO_MEMBER.email);
    const row = page.getByRole('table', { name: 'Aktivált és elutasított tagok' }).getByRole('row').filter({ hasText: DEMO_MEMBER.name });
    await row.getByRole('button', { name: 'Szerkesztés' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Előzmények' }).click();
    const entries = dialog.getByRole('list', { name: 'Események' });
    const first = entries.getByRole('listitem').last().getByRole('button');
    await first.waitFor();
    await first.click();
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('ol[aria-label="Események"] li button')];
      return items.length > 0 && items.at(-1).getAttribute('aria-current') === 'true';
    });
    await dialog.getByRole('region', { name: /^Így nézett ki/ }).waitFor();
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} the trail shows each history read: ${ADMIN_NAME} looked at ${DEMO_MEMBER.name}, and at which moment`, async () => {
    await page.goto(`${baseUrl}/klub/admin/naplo`, { waitUntil: 'networkidle' });
    const table = await trailRows(page, 'Tag előzményeinek megtekintése');
    const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Szűrés erre: ${DEMO_MEMBER.name}` }) });
    // The tab opened at the latest moment, then the first one was chosen: a row for each.
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Napló bejegyzései"] tbody tr').length >= 2);
    const newest = rows.first();
    await newest.getByRole('button', { name: `Szűrés erre: ${ADMIN_NAME}` }).waitFor();
    const about = await newest.locator('td[data-label="Művelet"]').innerText();
    assert(/Állapot: „Jelentkezett a klubba” után \(\d{4}\. [a-zé]+ \d{1,2}\. \d{1,2}:\d{2}\)/.test(about), `the row does not say which moment was seen: ${about}`);
    await checkNoHorizontalScroll(page);
    await shot('looks-trail-history');
  }, problems);

  await step(`${width} the trail shows the consent list read: ${PARTNER}, and how many members it held`, async () => {
    const table = await trailRows(page, 'Partneroldal hozzájárulásainak megtekintése');
    const row = table.getByRole('row').nth(1);
    await row.getByRole('button', { name: `Szűrés erre: ${PARTNER}` }).waitFor();
    await row.getByRole('button', { name: `Szűrés erre: ${ADMIN_NAME}` }).waitFor();
    await row.getByText('1 tag', { exact: true }).waitFor();
    await checkNoHorizontalScroll(page);
    await shot('looks-trail-consents');
  }, problems);

  await page.context().close();
}

export default async function personalDataLooks(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true', BOT_CHECK: 'off' });
  const member = (await call(baseUrl, 'POST', '/user/login', { body: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } })).jwt;
  await call(baseUrl, 'POST', '/user/auth-request', { token: member, body: { url: 'http://localhost:4100/' } });

  const [phone, desktop] = WIDTHS;
  await looks(harness, baseUrl, desktop);
  await looks(harness, baseUrl, phone);
}
