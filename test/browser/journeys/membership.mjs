// Membership journey (issue 3), at phone and desktop widths, against a backend with demo data:
// a visitor applies as a teacher (school picker by keyboard, real ALTCHA solved in the browser), a
// company applies; staff activate the teacher through the admin API; the teacher follows the link in
// the mail, sets a password, lands on /klub with the data check (on /klub/szolgaltatasok too, the
// header still signing out) and saves the profile; signed
// out everywhere from elsewhere, the next click lands on the sign-in dialog saying the session ended.
// Then the reset link and the completion link of an imported member. The admin screens are another journey.
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  WIDTHS,
  assert,
  checkNoHorizontalScroll,
  expectFocusOn,
  expectHeading,
} from '../support/harness.mjs';
import { waitForLink } from '../support/outbox.mjs';

export const title = 'membership';

const PASSWORD = 'Böngésző-Tag-2026!';
/** Dialogs animate in; a steady screenshot waits for that. */
const SETTLE_MS = 350;

/** Answers of our own API that a step provokes on purpose (an invalid link, a taken e-mail…). */
const expectedFailures = (response) =>
  response.status() === 400 && /\/api\/user\/(verifyactivationcode|verifyresetcode|verifycompletioncode)$/.test(response.url());

/** The admin API, from Node: the admin screens are not what this journey is about. */
async function adminApi(baseUrl) {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  assert(login.ok, `admin login answered HTTP ${login.status}`);
  const { jwt } = await login.json();
  return async (method, path, body) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${jwt}`, ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    assert(response.ok, `${method} ${path} answered HTTP ${response.status}: ${await response.clone().text()}`);
    return response.json();
  };
}

/**
 * A dialog that is unmounted while open leaves Fluent's focus trap marking the whole app
 * aria-hidden: after a dialog has gone, the page must be readable again.
 */
async function assertAppNotHidden(page) {
  await page.waitForTimeout(SETTLE_MS);
  const hidden = await page.evaluate(() => document.getElementById('root')?.closest('[aria-hidden="true"]') !== null);
  assert(!hidden, 'the app is left aria-hidden after a dialog closed');
}

async function openApp(page, baseUrl, path) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  assert(response?.ok(), `GET ${path} answered HTTP ${response?.status()}`);
}

/** The same link, on the server under test (PUBLIC_URL is that server; this also checks the path). */
function onServer(link, baseUrl, path) {
  const url = new URL(link);
  assert(url.pathname === path, `the mail links to ${url.pathname}, not ${path}`);
  return `${baseUrl}${url.pathname}${url.search}`;
}

async function runAtWidth(harness, { baseUrl, dataDir }, admin, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  // While a step ends the member's session on purpose, the page's calls answer 401 until they sign in again.
  let sessionEndedOnPurpose = false;
  const allowHttp = (response) =>
    expectedFailures(response) || (sessionEndedOnPurpose && response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/'));
  const { context, page, problems, shot: rawShot } = await harness.openPage(viewport, { allowHttp });
  // Let transitions finish; a full page is shot from the top, so the sticky top bar stays on top.
  const shot = async (name, fullPage = true) => {
    await page.waitForTimeout(SETTLE_MS);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(name, fullPage);
  };
  const teacher = { lastName: 'Teszt', firstName: `Anna${width}`, email: `anna.teszt.${width}@example.org` };
  const company = { name: `Próba Szoftver ${width} Kft.`, contactEmail: `hr.${width}@example.org` };

  await step(`${width} teacher dialog, step 0: a taken e-mail is refused, then personal data`, async () => {
    await openApp(page, baseUrl, '/jelentkezes');
    const dialog = page.getByRole('dialog', { name: 'Jelentkezés klubtagnak' });
    await dialog.getByText('1/3 · Személyes adatok').waitFor();
    await dialog.getByLabel('Vezetéknév').fill(teacher.lastName);
    await dialog.getByLabel('Keresztnév').fill(teacher.firstName);
    await dialog.getByLabel('E-mail-cím').fill('tag@example.org'); // the demo member
    await dialog.getByLabel('Telefonszám').fill('+36 30 123 4567');
    await dialog.getByLabel('Irányítószám').pressSequentially('1011');
    await page.waitForFunction(() => document.querySelector('input[name="city"]')?.value === 'Budapest');
    await dialog.getByRole('button', { name: 'Tovább' }).click();
    await dialog.getByText('Ez az email cím már foglalt.').waitFor();
    await expectFocusOn(page, dialog.getByRole('textbox', { name: 'E-mail-cím' }), 'the e-mail field the server refused');
    await shot('signup-teacher-0-email-taken', false);
    await dialog.getByLabel('E-mail-cím').fill(teacher.email);
    assert((await dialog.getByText('Ez az email cím már foglalt.').count()) === 0, 'the e-mail error did not clear on edit');
    await shot('signup-teacher-0', false);
    await dialog.getByRole('button', { name: 'Tovább' }).click();
    await dialog.getByText('2/3 · Iskola és adatkezelés').waitFor();
  }, problems);

  await step(`${width} teacher dialog, step 1: school picked by keyboard, privacy, register`, async () => {
    const dialog = page.getByRole('dialog', { name: 'Jelentkezés klubtagnak' });
    const register = dialog.getByRole('button', { name: 'Regisztráció' });
    assert(await register.isDisabled(), 'the register button is enabled before the privacy notice is accepted');
    const picker = dialog.getByRole('combobox', { name: 'Iskola' });
    await picker.pressSequentially('példa inf');
    await dialog.getByRole('option', { name: 'Példa Informatikai Technikum (Budapest)' }).waitFor();
    await shot('signup-teacher-1-picker', false);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    assert((await picker.inputValue()) === 'Példa Informatikai Technikum (Budapest)', `picked: ${await picker.inputValue()}`);
    await dialog.getByLabel('Iskola OM azonosítója').fill('900001');
    await dialog.getByLabel('Oktatási azonosító').fill('72345678914');
    await dialog.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }).check();
    assert(await register.isEnabled(), 'the register button stays disabled with the privacy notice accepted');
    await shot('signup-teacher-1', false);
    await register.click();
    await dialog.getByText('Köszönjük a jelentkezésedet!').waitFor({ timeout: 30_000 });
    await shot('signup-teacher-2', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await assertAppNotHidden(page);
    await expectHeading(page, 'Informatikatanárok klubja és mentorprogramja');
  }, problems);

  await step(`${width} company dialog from /cegeknek through to its thank-you`, async () => {
    await openApp(page, baseUrl, '/cegeknek');
    await page.getByRole('button', { name: 'Cégem regisztrálása' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cég regisztrációja' });
    await dialog.getByText('1/3 · Cégadatok').waitFor();
    await dialog.getByLabel('Cég neve').fill(company.name);
    await dialog.getByLabel('Weboldal').fill('proba-szoftver.example');
    await dialog.getByLabel('Irányítószám').pressSequentially('6720');
    await page.waitForFunction(() => document.querySelector('input[name="city"]')?.value === 'Szeged');
    await dialog.getByLabel('Tevékenységi kör').fill('Webes és mobil alkalmazások fejlesztése.');
    await dialog.getByLabel('Hány tanárt tudtok fogadni évente?').fill('2');
    await shot('signup-company-0', false);
    await dialog.getByRole('button', { name: 'Tovább' }).click();
    await dialog.getByText('2/3 · Kapcsolattartó és adatkezelés').waitFor();
    await expectFocusOn(page, dialog.getByRole('textbox', { name: 'Kapcsolattartó neve' }), 'step 2 opening on its first field');
    await dialog.getByLabel('Kapcsolattartó neve').fill('Minta Márta');
    await dialog.getByLabel('Kapcsolattartó e-mail-címe').fill(company.contactEmail);
    await dialog.getByLabel('Kapcsolattartó telefonszáma').fill('+36 62 123 456');
    await dialog.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }).check();
    await shot('signup-company-1', false);
    await dialog.getByRole('button', { name: 'Regisztráció' }).click();
    await dialog.getByText('Köszönjük a regisztrációt!').waitFor({ timeout: 30_000 });
    await shot('signup-company-2', false);
    const companies = await admin('GET', '/admin/companies');
    assert(companies.some((c) => c.name === company.name && c.teacherCount === 2), 'the company is not in the admin list');
  }, problems);

  await step(`${width} an invalid activation link shows the error panel`, async () => {
    await openApp(page, baseUrl, '/jelentkezes-veglegesites?q=nem-letezo-kod');
    await expectHeading(page, 'Helytelen aktivációs kód');
    await page.getByRole('link', { name: 'support@example.org' }).waitFor();
    await checkNoHorizontalScroll(page);
    await shot('activation-invalid');
  }, problems);

  let activationLink;
  await step(`${width} staff activate the teacher; the mail carries the activation link`, async () => {
    const users = await admin('GET', '/admin/users');
    const user = users.find((u) => u.email === teacher.email);
    assert(user && !user.activated, `the application of ${teacher.email} is not waiting for review`);
    await admin('POST', '/admin/users/activate', { userId: user.id });
    // Staff also ask every activated member to check their data: the new member meets the dialog.
    await admin('POST', '/admin/users/request-profile-check');
    activationLink = onServer(await waitForLink(dataDir, teacher.email, '/jelentkezes-veglegesites'), baseUrl, '/jelentkezes-veglegesites');
  }, problems);

  await step(`${width} activation page: mismatch message, then the password, signed in on /klub`, async () => {
    assert(activationLink, 'no activation link');
    await openApp(page, baseUrl, new URL(activationLink).pathname + new URL(activationLink).search);
    await expectHeading(page, 'Fiók aktiválása');
    assert((await page.getByLabel('E-mail-cím').inputValue()) === teacher.email, 'the activation page shows another e-mail');
    // Once the link is checked, the form opens on its first field to fill in (the e-mail is fixed).
    await expectFocusOn(page, page.getByLabel('Jelszó', { exact: true }), 'the password field');
    await shot('activation');
    await page.getByLabel('Jelszó', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Jelszó még egyszer').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Jelszó beállítása és belépés' }).click();
    await page.getByText('A két jelszó nem egyezik meg').waitFor();
    await expectFocusOn(page, page.getByLabel('Jelszó még egyszer'), 'the confirmation, whose message says why');
    await checkNoHorizontalScroll(page);
    await shot('activation-mismatch');
    await page.getByLabel('Jelszó még egyszer').fill(PASSWORD);
    await page.getByRole('button', { name: 'Jelszó beállítása és belépés' }).click();
    await page.waitForURL((url) => url.pathname === '/klub');
    // Asked to check their data, the member meets the check (next step) in the greeting's place.
    assert((await page.evaluate(() => sessionStorage.length)) > 0, 'no session after setting the password');
  }, problems);

  await step(`${width} the data check stands in front of every club page, /klub/szolgaltatasok opened directly too, and the header still signs out (issue 41 §3)`, async () => {
    const CHECK = 'Kérjük, ellenőrizd az adataidat';
    await expectHeading(page, CHECK);
    assert((await page.getByRole('alertdialog').count()) === 0, 'the data check is a modal dialog again');
    await shot('klub-data-check');
    await openApp(page, baseUrl, '/klub/szolgaltatasok');
    await expectHeading(page, CHECK);
    assert((await page.getByRole('heading', { level: 1, name: 'Szolgáltatások' }).count()) === 0, 'the services page shows past the data check');
    await page.getByRole('main').getByText('a telefonszámod,').waitFor();
    await assertAppNotHidden(page);
    await checkNoHorizontalScroll(page);
    await shot('services-data-check');
    // The header is the page's own: its menu signs the member out, and signing in again finds the check still there.
    await page.getByRole('button', { name: 'Klub', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Kijelentkezés' }).click();
    await expectHeading(page, 'Informatikatanárok klubja és mentorprogramja');
    assert(await page.evaluate(() => sessionStorage.getItem('itk.jwt') === null && localStorage.getItem('itk.jwt') === null), 'still signed in after Kijelentkezés');
    await page.getByRole('button', { name: 'Klub', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Bejelentkezés' });
    await login.getByLabel('E-mail-cím', { exact: true }).fill(teacher.email);
    await login.getByLabel('Jelszó', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Bejelentkezés' }).click();
    await page.waitForURL((url) => url.pathname === '/klub');
    await expectHeading(page, CHECK);
    await page.getByRole('main').getByRole('link', { name: 'Tovább a profilomhoz' }).click();
    await expectHeading(page, 'Profil');
    // The profile says what to check and marks both parts.
    await page.getByText(/A megjelölt részeket nézd át/).waitFor();
    assert((await page.getByRole('heading', { level: 2, name: /Ellenőrizd$/ }).count()) === 2, 'the profile does not mark its two parts to check');
    await assertAppNotHidden(page);
  }, problems);

  await step(`${width} the member edits the profile and sees 'Sikeres mentés'`, async () => {
    const picker = page.getByRole('combobox', { name: 'Iskola' });
    await page.waitForFunction(
      () => document.querySelector('input[name="school"]')?.value === 'Példa Informatikai Technikum (Budapest)',
    );
    await page.getByLabel('Becenév').fill(`Ani${width}`);
    await page.getByRole('checkbox', { name: 'Technikum' }).check();
    await page.getByRole('checkbox', { name: 'Szakmai tárgyat tanítok' }).check();
    await page.getByRole('checkbox', { name: 'Idén érettségiztetek' }).check();
    await picker.fill('');
    await picker.pressSequentially('minta gimn');
    await page.getByRole('option', { name: 'Minta Gimnázium (Debrecen)' }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await checkNoHorizontalScroll(page);
    await shot('profile');
    await page.getByRole('button', { name: 'Mentés' }).click();
    const saved = page.getByRole('dialog', { name: 'Sikeres mentés' });
    await saved.waitFor();
    await saved.getByText('Köszönjük, hogy ellenőrizted az adataidat!').waitFor();
    await shot('profile-saved', false);
    await saved.getByRole('button', { name: 'Rendben' }).click();
    await page.getByRole('link', { name: 'Vissza a klubba' }).click();
    await expectHeading(page, `Szia, ${teacher.firstName}!`);
    await page.waitForTimeout(SETTLE_MS);
    assert((await page.getByRole('heading', { name: 'Kérjük, ellenőrizd az adataidat' }).count()) === 0, 'the data check is still there after saving');
    const users = await admin('GET', '/admin/users');
    const saved2 = users.find((u) => u.email === teacher.email);
    assert(saved2?.school?.name === 'Minta Gimnázium' && saved2.idenErettsegi, 'the saved profile did not reach the server');
  }, problems);

  await step(`${width} signed out everywhere on another device: the open page's live stream ends with the session, and the sign-in dialog says so`, async () => {
    const elsewhere = await fetch(`${baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: teacher.email, password: PASSWORD }),
    });
    const { jwt } = await elsewhere.json();
    sessionEndedOnPurpose = true;
    const ended = await fetch(`${baseUrl}/api/profile/sign-out-everywhere`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` } });
    assert(ended.ok, `sign-out-everywhere answered HTTP ${ended.status}`);

    // Nothing clicked: the server closes the page's live stream as the session ends (issue 22 §5).
    const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
    await dialog.getByText('A munkameneted lejárt, jelentkezz be újra.').waitFor();
    await shot('session-ended', false);
    await dialog.getByLabel('E-mail-cím', { exact: true }).fill(teacher.email);
    await dialog.getByLabel('Jelszó', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
    // Back where the member was, signed in anew: the new token greets them by the nickname saved above.
    await expectHeading(page, `Szia, Ani${width}!`);
    sessionEndedOnPurpose = false;
  }, problems);

  await step(`${width} password reset: the link from the mail, a new password, the success dialog, back to /`, async () => {
    await context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    const request = await fetch(`${baseUrl}/api/user/password-reset-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: teacher.email }),
    });
    assert(request.ok, `reset request answered HTTP ${request.status}`);
    const link = onServer(await waitForLink(dataDir, teacher.email, '/jelszo-helyreallitas'), baseUrl, '/jelszo-helyreallitas');
    await openApp(page, baseUrl, new URL(link).pathname + new URL(link).search);
    await expectHeading(page, 'Új jelszó beállítása');
    await shot('password-reset');
    await page.getByLabel('Jelszó', { exact: true }).fill(`${PASSWORD}-uj`);
    await page.getByLabel('Jelszó még egyszer').fill(`${PASSWORD}-uj`);
    await page.getByRole('button', { name: 'Új jelszó mentése' }).click();
    const done = page.getByRole('dialog', { name: 'Sikeres jelszócsere' });
    await done.waitFor();
    await expectFocusOn(page, done.getByText('Az új jelszavaddal most már bejelentkezhetsz a klubba.'), 'the success message');
    await shot('password-reset-done', false);
    await done.getByRole('button', { name: 'Rendben' }).click();
    await expectHeading(page, 'Informatikatanárok klubja és mentorprogramja');
    await assertAppNotHidden(page);
    // The link was single-use.
    await openApp(page, baseUrl, new URL(link).pathname + new URL(link).search);
    await expectHeading(page, 'Helytelen helyreállító kód');
    await shot('password-reset-invalid');
  }, problems);

  await step(`${width} completion page: an imported member adds the missing data`, async () => {
    const email = `import.${width}@example.org`;
    const form = new FormData();
    form.append('file', new Blob([`email,lastName,firstName\n${email},Import,Béla\n`], { type: 'text/csv' }), 'tagok.csv');
    const result = await admin('POST', '/admin/users/import', form);
    assert(result.imported === 1, `import: ${JSON.stringify(result)}`);
    const link = onServer(await waitForLink(dataDir, email, '/jelentkezes-folytatas'), baseUrl, '/jelentkezes-folytatas');
    await openApp(page, baseUrl, new URL(link).pathname + new URL(link).search);
    await expectHeading(page, 'Regisztráció befejezése');
    await page.getByText('Szia, Béla!').waitFor();
    await page.getByLabel('Telefonszám').fill('+36 1 234 5678');
    await page.getByLabel('Iskola OM azonosítója').fill('900002');
    await page.getByLabel('Oktatási azonosító').fill('12345');
    await page.getByLabel('Oktatási azonosító').blur();
    await page.getByText(/nem tűnik érvényes oktatási azonosítónak/).waitFor();
    await page.getByLabel('Jelszó', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Jelszó még egyszer').fill(PASSWORD);
    await checkNoHorizontalScroll(page);
    await shot('completion');
    await page.getByRole('button', { name: 'Regisztráció befejezése' }).click();
    await expectHeading(page, 'Köszönjük!');
    await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'Köszönjük!' }), 'the thank-you\'s heading');
    await shot('completion-done');
  }, problems);

  await context.close();
}

export default async function membership(harness) {
  const server = await harness.startBackend({ SEED_DEMO: 'true' });
  const admin = await adminApi(server.baseUrl);
  for (const viewport of WIDTHS) await runAtWidth(harness, server, admin, viewport);
}
