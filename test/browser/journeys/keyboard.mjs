// Keyboard journey (issue 9, WCAG 2.1.1 and 2.4.3): at phone and desktop widths, a visitor applies as
// a teacher with the keyboard alone, each step opening on its first field and a taken e-mail taking
// focus to the e-mail field (issue 21); then the demo member signs in, signs up for a service and
// withdraws again. After every key press focus is somewhere a keyboard user can see and act on:
// never on <body>, never lost behind a dialog. Screenshots show the focus rings on the way.
import { WIDTHS, assert, expectFocusOn, expectHeading } from '../support/harness.mjs';

export const title = 'keyboard only';

const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };
const SERVICE = 'Webfejlesztés a középiskolában';
const MAX_TABS = 80;

/** What has focus: its role-ish tag, accessible name and the dialog it is in. */
async function focused(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { lost: true, name: '<body>' };
    const dialog = element.closest('[role="dialog"],[role="alertdialog"]');
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    return {
      lost: false,
      tag: element.tagName.toLowerCase(),
      name: label.replace(/\s+/g, ' ').trim(),
      dialog: dialog?.getAttribute('aria-labelledby') ? document.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent ?? '' : null,
    };
  });
}

async function expectFocus(page, matches, what) {
  const now = await focused(page);
  assert(!now.lost, `focus was lost to <body> (${what})`);
  assert(matches(now), `focus is on ${now.tag} "${now.name}"${now.dialog ? ` in "${now.dialog}"` : ''}, expected ${what}`);
}

/** Presses a key and checks focus did not fall to <body>. */
async function press(page, key) {
  await page.keyboard.press(key);
  await page.waitForTimeout(60);
  const now = await focused(page);
  assert(!now.lost, `focus was lost to <body> after ${key}`);
}

/** Tabs forward (or back) until the focused element's name matches; fails after MAX_TABS. */
async function tabTo(page, name, { back = false } = {}) {
  for (let i = 0; i < MAX_TABS; i += 1) {
    await press(page, back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return;
  }
  throw new Error(`"${name}" not reached with ${MAX_TABS} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Types into the focused field, then checks focus is still there. */
async function type(page, text) {
  await page.keyboard.type(text);
  const now = await focused(page);
  assert(!now.lost, `focus was lost to <body> while typing "${text}"`);
}

async function runAtWidth(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  const { context, page, problems, shot } = await harness.openPage(viewport);
  const dialogNamed = (name) => page.getByRole('dialog', { name, exact: true });

  await step(`${width} applies as a teacher with the keyboard alone: each step opens on its first field`, async () => {
    await page.goto(`${baseUrl}/tanar-vagyok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Tanár vagyok');
    await tabTo(page, 'Jelentkezem a klubba');
    await press(page, 'Enter');
    const dialog = dialogNamed('Jelentkezés klubtagnak');
    await dialog.waitFor();
    await expectFocusOn(page, dialog.getByRole('textbox', { name: 'Vezetéknév', exact: true }), 'step 1 opening on "Vezetéknév"');
    await type(page, 'Billentyű');
    await press(page, 'Tab');
    await type(page, `Bence${width}`);
    await press(page, 'Tab');
    await type(page, 'tag@example.org'); // the demo member's: taken
    await press(page, 'Tab');
    await type(page, '+36 30 765 4321');
    await press(page, 'Tab');
    await type(page, '1011');
    await page.waitForFunction(() => document.querySelector('input[name="city"]')?.value === 'Budapest');
    await press(page, 'Tab');
    await page.keyboard.press('Enter'); // submits step 1 from its last field

    const email = dialog.getByRole('textbox', { name: 'E-mail-cím', exact: true });
    await dialog.getByText('Ez az email cím már foglalt.').waitFor();
    await expectFocusOn(page, email, 'the e-mail field the server refused');
    await shot('keyboard-signup-email-taken', false);
    await press(page, 'Control+A');
    await type(page, `billentyu.bence.${width}@example.org`);
    await page.keyboard.press('Enter');

    await dialog.getByText('2/3 · Iskola és adatkezelés').waitFor();
    await expectFocusOn(page, dialog.getByRole('combobox', { name: 'Iskola', exact: true }), 'step 2 opening on "Iskola"');
    const said = await dialog.getByRole('status').textContent();
    assert(said === '2. lépés: Iskola és adatkezelés', `step 2 was announced as "${said}"`);
    await type(page, 'példa inf');
    await dialog.getByRole('option', { name: 'Példa Informatikai Technikum (Budapest)' }).waitFor();
    await press(page, 'ArrowDown');
    await press(page, 'Enter');
    await press(page, 'Tab');
    await expectFocusOn(page, dialog.getByRole('textbox', { name: 'Iskola OM azonosítója' }), 'the OM id after the school');
    await type(page, '900001');
    await press(page, 'Tab');
    await type(page, '72345678914');
    await tabTo(page, /adatkezelési tájékoztatót/);
    await press(page, 'Space');
    await tabTo(page, 'Regisztráció');
    await shot('keyboard-signup-school', false);
    await page.keyboard.press('Enter');

    // The bot check may still be solving: the thank-you comes when the application is in.
    const thanks = dialog.getByRole('heading', { name: 'Köszönjük a jelentkezésedet!' });
    await thanks.waitFor({ timeout: 30_000 });
    await expectFocusOn(page, thanks, 'the thank-you\'s heading');
    await shot('keyboard-signup-thanks', false);
    await press(page, 'Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(450);
    await expectFocus(page, (f) => f.name === 'Jelentkezem a klubba', 'the button that opened the application');
  }, problems);

  await step(`${width} signs in with the keyboard: the login dialog opens on the e-mail field`, async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The page is drawn before the first key (served by the service worker since the application above, it can beat the keys).
    await expectHeading(page, 'Informatikatanárok klubja és mentorprogramja');
    await tabTo(page, 'Klub');
    await press(page, 'Enter');
    await dialogNamed('Bejelentkezés').waitFor();
    await page.waitForTimeout(300);
    await expectFocus(page, (f) => f.tag === 'input' && /E-mail-cím/.test(f.name), 'the e-mail field');
    await page.keyboard.type(MEMBER.email);
    await tabTo(page, /^Jelszó/);
    await page.keyboard.type(MEMBER.password);
    await shot('keyboard-login', false);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
    await page.waitForTimeout(700);
    await expectFocus(page, (f) => f.tag === 'h1', 'the club page\'s heading (the dialog and its opener are gone)');
  }, problems);

  await step(`${width} reaches the services with the keyboard`, async () => {
    await tabTo(page, /^Szolgáltatások/);
    // A page change: focus moves to the new page's heading once it is there.
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Szolgáltatások');
    await page.waitForTimeout(700);
    await expectFocus(page, (f) => f.tag === 'h1' && f.name === 'Szolgáltatások', 'the new page\'s heading');
  }, problems);

  await step(`${width} opens a service, signs up through the confirmation, and focus stays in the dialog`, async () => {
    const card = page.getByRole('article', { name: SERVICE, exact: true });
    await card.waitFor();
    await card.getByRole('button', { name: 'Részletek' }).focus();
    await press(page, 'Enter');
    const dialog = dialogNamed(SERVICE);
    await dialog.waitFor();
    await tabTo(page, 'Jelentkezem');
    await press(page, 'Enter');
    await dialogNamed('Jelentkezés megerősítése').waitFor();
    await expectFocus(page, (f) => f.name === 'Igen, jelentkezem', 'the confirm button (applying is not destructive)');
    await press(page, 'Enter');
    await dialog.getByRole('button', { name: 'Jelentkezés visszavonása' }).waitFor();
    await expectFocus(page, (f) => f.dialog === SERVICE, `something inside "${SERVICE}"`);
    await shot('keyboard-signed-up', false);
  }, problems);

  await step(`${width} withdraws: the safe answer has the focus, Esc goes back to the card`, async () => {
    await tabTo(page, 'Jelentkezés visszavonása');
    await press(page, 'Enter');
    await dialogNamed('Jelentkezés visszavonása').waitFor();
    await expectFocus(page, (f) => f.name === 'Mégse', '"Mégse", not the destructive answer');
    await shot('keyboard-withdraw-question', false);
    await tabTo(page, 'Igen, visszavonom', { back: true });
    await press(page, 'Enter');
    const dialog = dialogNamed(SERVICE);
    await dialog.getByRole('button', { name: 'Jelentkezem' }).waitFor();
    await expectFocus(page, (f) => f.dialog === SERVICE, `something inside "${SERVICE}"`);
    await press(page, 'Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(450);
    await expectFocus(page, (f) => f.name === 'Részletek', 'the card button that opened the dialog');
    await shot('keyboard-back-on-card', false);
  }, problems);

  await step(`${width} the footer links show a focus ring`, async () => {
    await page.getByRole('navigation', { name: 'További oldalak' }).getByRole('link').first().focus();
    await press(page, 'Shift+Tab');
    await press(page, 'Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert(outline !== 'none', `the focused footer link has no outline (${outline})`);
    await page.evaluate(() => document.activeElement.scrollIntoView({ block: 'center' }));
    await shot('keyboard-footer-focus', false);
  }, problems);

  await context.close();
}

export default async function keyboard(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  for (const viewport of WIDTHS) await runAtWidth(harness, baseUrl, viewport);
}
