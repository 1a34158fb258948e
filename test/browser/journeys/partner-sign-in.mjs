// Partner sign-in journey (issue 11) with two real origins at 390 px: the demo partner page (its own
// server, ops/partner-demo) opens the club's /auth window; the member signs in inside it with "stay
// signed in", sees the host and the data, accepts, and the partner page shows the name its server
// verified against the club's keys; then, having changed the nickname since signing in, is greeted by
// the new one and declines, which closes the window at once; then an unknown partner's window shows
// the error and posts nothing; then the member revokes the grant in the profile.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, assert, checkAccessibility, clickClosingWindow, freePort } from '../support/harness.mjs';

export const title = 'partner sign-in';

const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };
const PHONE = { width: 390, height: 844 };

async function startPartnerDemo(clubUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'ops', 'partner-demo', 'server.mjs')], {
    env: { ...process.env, CLUB_URL: clubUrl, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Partner demo') && resolve());
    child.once('exit', (code) => reject(new Error(`the partner demo exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function registerPartner(baseUrl, origin) {
  const login = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
  const { jwt } = await login.json();
  const response = await fetch(`${baseUrl}/api/admin/partners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ name: 'Böngészős partner', origins: [origin], data: ['name', 'email', 'school'], active: true }),
  });
  assert(response.status === 201, `registering the partner answered ${response.status}`);
}

export default async function partnerSignIn(harness) {
  const { step } = harness;
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  const partner = await startPartnerDemo(baseUrl);
  try {
    await registerPartner(baseUrl, partner.origin);
    const { context, page, problems, shot } = await harness.openPage(PHONE);
    const status = page.getByRole('status');
    const openPopup = async () => {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Belépés az IT Tanár Klubbal' }).click()]);
      await popup.waitForURL(/\/auth\?/);
      return popup;
    };

    await step('390 the partner page opens the club window; the member signs in inside it, sees the host and the data, and accepts', async () => {
      await page.goto(partner.origin, { waitUntil: 'networkidle' });
      const popup = await openPopup();
      await popup.getByLabel('E-mail-cím', { exact: true }).fill(MEMBER.email);
      await popup.getByLabel('Jelszó', { exact: true }).fill(MEMBER.password);
      await popup.getByRole('checkbox', { name: 'Bejelentkezve maradok' }).check();
      await popup.getByRole('button', { name: 'Bejelentkezés' }).click();
      await popup.getByRole('heading', { name: /^Szia, .+!$/ }).waitFor();
      const host = new URL(partner.origin).host;
      await popup.getByText(`Kérő oldal: ${host}`).waitFor();
      const shared = await popup.getByRole('list', { name: 'Megosztott adatok' }).getByRole('listitem').allInnerTexts();
      assert(shared.join('|') === 'teljes neved|e-mail-címed|iskolád neve', `shared: ${shared.join(', ')}`);
      await checkAccessibility(popup, '390-partner-consent');
      await popup.screenshot({ path: join(ROOT, 'test', 'browser', 'screenshots', '390-partner-consent.png') });
      await clickClosingWindow(popup, popup.getByRole('button', { name: 'Elfogadom' }));
      await status.filter({ hasText: /^Bejelentkezve: .+/ }).waitFor();
      await shot('partner-signed-in', false);
      const stored = await context.pages()[0].evaluate(() => true);
      assert(stored, 'the partner page is gone');
    }, problems);

    await step('390 the window greets by the nickname the profile has now; declining closes it at once and the partner says so', async () => {
      // The nickname changes after signing in: the token still carries the old one.
      const club = await context.newPage();
      await club.goto(`${baseUrl}/kapcsolat`, { waitUntil: 'networkidle' });
      const saved = await club.evaluate(async () => {
        const headers = { authorization: `Bearer ${localStorage.getItem('itk.jwt')}`, 'content-type': 'application/json' };
        const { email: _email, needsProfileCheck: _check, personalId: _id, schoolOm: _om, ...profile } = await (await fetch('/api/profile', { headers })).json();
        return (await fetch('/api/profile', { method: 'PUT', headers, body: JSON.stringify({ ...profile, nickName: 'Demóka' }) })).status;
      });
      assert(saved === 200, `saving the nickname answered ${saved}`);
      await club.close();
      const popup = await openPopup();
      // Signed in already ("stay signed in" keeps the token for the club's origin): straight to the question.
      await popup.getByRole('heading', { name: 'Szia, Demóka!' }).waitFor();
      await popup.getByRole('button', { name: 'Elutasítom' }).waitFor();
      await popup.getByText(/korábban már engedélyezted/).waitFor();
      await clickClosingWindow(popup, popup.getByRole('button', { name: 'Elutasítom' }));
      await status.filter({ hasText: 'A belépést elutasítottad.' }).waitFor();
    }, problems);

    await step('390 an unknown partner gets the error panel and nothing is posted', async () => {
      await page.evaluate(() => {
        window.__answers = 0;
        window.addEventListener('message', () => (window.__answers += 1));
      });
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.evaluate((club) => void window.open(`${club}/auth?post=${encodeURIComponent('https://ismeretlen.example/belepes')}&state=x`, 'idegen'), baseUrl),
      ]);
      await popup.getByRole('heading', { name: 'Nem lehet bejelentkezni' }).waitFor();
      await popup.getByText(/nem a klub partneroldala/).waitFor();
      await checkAccessibility(popup, '390-partner-unknown');
      await popup.screenshot({ path: join(ROOT, 'test', 'browser', 'screenshots', '390-partner-unknown.png') });
      await popup.waitForTimeout(500);
      assert((await page.evaluate(() => window.__answers)) === 0, 'a message was posted for an unknown partner');
      await popup.close();
    }, problems);

    await step('390 the member sees the partner in the profile and revokes it', async () => {
      const club = await context.newPage();
      await club.goto(`${baseUrl}/klub/profil`, { waitUntil: 'networkidle' });
      const section = club.getByRole('region', { name: 'Kapcsolt oldalak' });
      await section.getByText('Böngészős partner').waitFor();
      await section.scrollIntoViewIfNeeded();
      await checkAccessibility(club, '390-partner-grants');
      await club.screenshot({ path: join(ROOT, 'test', 'browser', 'screenshots', '390-partner-grants.png'), fullPage: true });
      await section.getByRole('button', { name: 'Visszavonás: Böngészős partner' }).click();
      await section.getByText('Még egy partneroldalra sem léptél be a klubtagságoddal.').waitFor();
    }, problems);
    await context.close();
  } finally {
    partner.stop();
  }
}
