// One clock (issue 21 §4): a device and a server set to New York time, yet every time a person reads is
// Budapest time, written one way. The demo member signs up to a service on a phone; the admin, on a
// desktop, reads the same moment in the sign-ups table, the trail, the service's history and the
// member's record, and the member's mail names it too. Screenshots: clock-*.png.
import { ADMIN_EMAIL, ADMIN_PASSWORD, assert, expectHeading, signInThroughDialog } from '../support/harness.mjs';
import { readOutbox } from '../support/outbox.mjs';

export const title = 'one clock';

const TIME_ZONE = 'America/New_York';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SERVICE = 'Webfejlesztés a középiskolában';
const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026', name: 'Tanár Demó' };

/** The oracle, independent of the app's helper: Budapest's wall clock, as Hungarians write a moment. */
const inZone = (iso, timeZone) => new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));

async function api(baseUrl, method, path, token) {
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  assert(response.ok, `${method} ${path} answered ${response.status}`);
  return response.json();
}

async function adminToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return (await response.json()).jwt;
}

async function waitForMail(dataDir, email, text) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(dataDir)).find((m) => m.to.toLowerCase().includes(email) && m.text.includes(text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} containing "${text}" within 15 s`);
}

export default async function oneClock(harness) {
  const { step } = harness;
  // The server runs in New York time too: nothing it writes may depend on its own zone.
  const { baseUrl, dataDir } = await harness.startBackend({ SEED_DEMO: 'true', TZ: TIME_ZONE });
  let expected = null;

  const member = await harness.openPage(PHONE, { timezoneId: TIME_ZONE });
  await step('390 the device is in New York; the demo member signs up to a service through its dialog', async () => {
    const { page, shot } = member;
    assert((await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)) === TIME_ZONE, 'the device is not in New York time');
    await signInThroughDialog(page, baseUrl, MEMBER);
    await page.goto(`${baseUrl}/klub/szolgaltatasok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Szolgáltatások');
    const card = page.getByRole('article', { name: SERVICE, exact: true });
    await card.getByRole('button', { name: 'Részletek' }).click();
    const dialog = page.getByRole('dialog', { name: SERVICE, exact: true });
    await dialog.getByRole('button', { name: 'Jelentkezem' }).click();
    const confirm = page.getByRole('dialog', { name: 'Jelentkezés megerősítése' });
    await confirm.getByRole('button', { name: 'Igen, jelentkezem' }).click();
    await dialog.getByRole('list', { name: 'Állapot' }).getByText('Jelentkezve').waitFor();
    await shot('clock-signed-up', false);
  }, member.problems);

  await step('the sign-up is stored as an instant; Budapest and New York read it differently', async () => {
    const token = await adminToken(baseUrl);
    const groups = await api(baseUrl, 'GET', '/admin/servicegroups', token);
    const service = groups.flatMap((group) => group.services).find((s) => s.name === SERVICE);
    const detail = await api(baseUrl, 'GET', `/admin/services/${service.id}`, token);
    const signup = detail.users.find((row) => row.email === MEMBER.email);
    assert(signup, 'the sign-up is not in the service');
    expected = inZone(signup.createdAt, 'Europe/Budapest');
    assert(expected !== inZone(signup.createdAt, TIME_ZONE), 'Budapest and New York should read the moment differently');
  });

  const admin = await harness.openPage(DESKTOP, { timezoneId: TIME_ZONE });
  const { page, problems, shot } = admin;

  await step('1280 the sign-ups table shows the moment in Budapest time', async () => {
    await signInThroughDialog(page, baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto(`${baseUrl}/klub/admin/szolgaltatasok`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Jelentkezők: ${SERVICE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Jelentkezők: ${SERVICE}` });
    await dialog.getByRole('row').filter({ hasText: MEMBER.name }).getByRole('cell').filter({ hasText: expected }).waitFor();
    await shot('clock-signups', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step('1280 the trail shows the sign-up at the same moment', async () => {
    await page.goto(`${baseUrl}/klub/admin/naplo?action=signup.created`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Napló');
    const row = page.getByRole('table', { name: 'Napló bejegyzései' }).getByRole('row').filter({ hasText: SERVICE }).filter({ hasText: MEMBER.name });
    await row.getByText(expected, { exact: true }).waitFor();
    await shot('clock-trail');
  }, problems);

  await step("1280 the service's history names the sign-up at the same moment", async () => {
    const row = page.getByRole('table', { name: 'Napló bejegyzései' }).getByRole('row').filter({ hasText: SERVICE }).filter({ hasText: MEMBER.name });
    await row.getByRole('button', { name: /^Előzmények megnyitása: Jelentkezés szolgáltatásra/ }).click();
    const dialog = page.getByRole('dialog', { name: `Előzmények: ${SERVICE}` });
    const entry = dialog.getByRole('list', { name: 'Események' }).getByRole('listitem').filter({ hasText: MEMBER.name }).filter({ hasText: expected });
    await entry.first().waitFor();
    await shot('clock-history', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step("1280 the member's record lists the service with the same moment", async () => {
    await page.goto(`${baseUrl}/klub/admin/felhasznalok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Felhasználók');
    await page.getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }).fill(MEMBER.email);
    await page.getByRole('row').filter({ hasText: MEMBER.name }).getByRole('button', { name: 'Szerkesztés' }).click();
    const dialog = page.getByRole('dialog', { name: 'Felhasználó adatai' });
    await dialog.getByRole('listitem').filter({ hasText: SERVICE }).getByText(expected, { exact: true }).waitFor();
    await shot('clock-member', false);
  }, problems);

  await step('the mail about the sign-up names the same moment', async () => {
    await waitForMail(dataDir, MEMBER.email, `Jelentkezésed ideje: ${expected}.`);
  });
}
