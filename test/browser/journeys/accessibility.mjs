// Accessibility sweep (issue 21): every other journey checks each screen it shows with axe (the WCAG
// 2.2 A/AA rules, at each screenshot); this one visits, at phone and desktop widths, the screens and
// dialogs no other journey shows at both: the forgotten-password dialogs, the partner sign-in window
// (its sign-in form and its question), a member's club home, mentoring and meetups pages and a full
// service's details, and the partner sites' admin screen with its form. Screenshots: a11y-*.png.
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SCREENSHOTS, WIDTHS, assert, checkAccessibility, clickClosingWindow, expectHeading, signInThroughDialog } from '../support/harness.mjs';

export const title = 'accessibility sweep';

const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };
/** A demo service whose seats are all taken and that keeps no waitlist. */
const FULL_SERVICE = 'Tavaszi meetup Szegeden';
const PARTNER_NAME = 'Akadálymentességi próba';
/** Dialogs animate in; axe and the screenshot wait for them to stand still. */
const settle = (page) => page.waitForTimeout(350);

/** The club's own origin as a partner site: the sign-in window then opens from any page of the club. */
async function registerClubAsPartner(baseUrl) {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { jwt } = await login.json();
  const response = await fetch(`${baseUrl}/api/admin/partners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ name: PARTNER_NAME, origins: [baseUrl], data: ['name', 'email'], active: true }),
  });
  assert(response.status === 201, `registering the partner answered ${response.status}`);
}

async function runAtWidth(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  const { context, page, problems, shot } = await harness.openPage(viewport);
  const dialog = (name) => page.getByRole('dialog', { name, exact: true });

  await step(`${width} the forgotten-password dialogs`, async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Klub', exact: true }).click();
    await dialog('Bejelentkezés').getByRole('button', { name: 'Elfelejtett jelszó' }).click();
    const ask = dialog('Elfelejtett jelszó');
    await ask.getByLabel('E-mail-cím').fill(MEMBER.email);
    await settle(page);
    await shot('a11y-reset-request', false);
    await ask.getByRole('button', { name: 'Link küldése' }).click();
    const sent = dialog('Elküldtük a levelet');
    await sent.waitFor();
    await settle(page);
    await shot('a11y-reset-requested', false);
    await sent.getByRole('button', { name: 'Rendben' }).click();
    await sent.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} the partner sign-in window: its sign-in form, then its question`, async () => {
    await page.goto(`${baseUrl}/kapcsolat`, { waitUntil: 'networkidle' });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((club) => void window.open(`${club}/auth?post=${encodeURIComponent(`${club}/partner-belepes`)}&state=a11y`, 'partner'), baseUrl),
    ]);
    await popup.getByRole('button', { name: 'Bejelentkezés' }).waitFor();
    await checkAccessibility(popup, `${width} partner sign-in window, signed out`);
    await popup.getByLabel('E-mail-cím', { exact: true }).fill(MEMBER.email);
    await popup.getByLabel('Jelszó', { exact: true }).fill(MEMBER.password);
    await popup.getByRole('button', { name: 'Bejelentkezés' }).click();
    await popup.getByRole('button', { name: 'Elutasítom' }).waitFor();
    await checkAccessibility(popup, `${width} partner sign-in window, the question`);
    await popup.screenshot({ path: join(SCREENSHOTS, `${width}-a11y-partner-question.png`) });
    await clickClosingWindow(popup, popup.getByRole('button', { name: 'Elutasítom' }));
  }, problems);

  await step(`${width} a member's club home, mentoring and meetups pages`, async () => {
    await signInThroughDialog(page, baseUrl, MEMBER);
    await shot('a11y-club-home');
    await page.goto(`${baseUrl}/klub/mentoralas`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Mentorálás');
    await shot('a11y-mentoring');
    await page.goto(`${baseUrl}/klub/meetupok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Meetupok');
    await shot('a11y-meetups');
  }, problems);

  await step(`${width} a full service's details`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Szolgáltatások');
    await page.getByRole('article', { name: FULL_SERVICE, exact: true }).getByRole('button', { name: 'Részletek' }).click();
    const details = dialog(FULL_SERVICE);
    await details.waitFor();
    await settle(page);
    await shot('a11y-service-full', false);
    await details.getByRole('button', { name: 'Bezárás' }).click();
    await details.waitFor({ state: 'detached' });
  }, problems);
  await context.close();

  const admin = await harness.openPage(viewport);
  await step(`${width} the partner sites' admin screen and its form`, async () => {
    await signInThroughDialog(admin.page, baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await admin.page.goto(`${baseUrl}/klub/admin/partnerek`, { waitUntil: 'networkidle' });
    await admin.page.getByRole('list', { name: 'Partneroldalak' }).getByText(PARTNER_NAME).waitFor();
    await admin.shot('a11y-admin-partners');
    await admin.page.getByRole('button', { name: 'Új partneroldal' }).click();
    await admin.page.getByRole('textbox', { name: /^Név/ }).waitFor();
    await admin.shot('a11y-admin-partner-form');
  }, admin.problems);
  await admin.context.close();
}

export default async function accessibility(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  await registerClubAsPartner(baseUrl);
  for (const viewport of WIDTHS) await runAtWidth(harness, baseUrl, viewport);
}
