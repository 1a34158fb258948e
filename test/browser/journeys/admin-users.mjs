// Admin users journey (issue 3): with the demo people (SEED_DEMO), an admin signs in through the
// login dialog, reads the dashboard counts, activates an applicant (the activation mail lands in
// DATA_DIR/outbox), finds him among the activated members, exports the table as XLSX, checks the
// read-only fields of the edit dialog, rejects an applicant with a reason in the app's own dialog (the
// mail carries it, issue 41 §1) and disables a member through the browser confirm; a member list
// past the import's row limit is refused in Hungarian (issue 22 §6); a small list is previewed, confirmed,
// and its member's completion form opens with the imported phone and school (issue 41 §4). Then the
// companies table; the phone width repeats the screens, opens the rejection dialog and leaves it with
// "Mégse", and an activation, and last asks every member
// for a data check in the app's own dialog, confirmed by a toast. Screenshots: admin-*.png.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading } from '../support/harness.mjs';

export const title = 'admin users';

const UNACTIVATED = 'Aktiválásra váró jelentkezők';
const REVIEWED = 'Aktivált és elutasított tagok';
const PETER = { name: 'Kovács Péter', email: 'kovacs.peter@example.org' };
const REKA = { name: 'Balogh Réka', email: 'balogh.reka@example.org' };
const JULIA = { name: 'Varga Júlia', email: 'varga.julia@example.org' };
/** Imported from a list with a phone and a known OM id (issue 41 §4); 900002 is the demo 'Minta Gimnázium'. */
const ILONA = { name: 'Fekete Ilona', email: 'fekete.ilona@example.org', phone: '+36 30 444 5555', om: '900002', school: 'Minta Gimnázium (Debrecen)' };
/** An imported member not yet activated: the one rejected, with a reason. */
const ZSOFIA = { name: 'Molnár Zsófia', email: 'molnar.zsofia@example.org', reason: 'A klub csak tanároknak szól.' };
const REASON_LABEL = 'Az elutasítás oka (nem kötelező)';
/** A company without a scheme in its website, to see the http:// rule in the table. */
const COMPANY = {
  recaptcha: 'off',
  name: 'Próba Informatika Kft.',
  website: 'proba-informatika.example.org',
  zip: '1117',
  city: 'Budapest',
  contactName: 'Szabó Eszter',
  contactEmail: 'eszter@proba-informatika.example.org',
  contactPhone: '+36 1 234 5678',
  activities: 'Webfejlesztés, felhőszolgáltatások, oktatási szoftverek',
  optionals: 'Nyílt nap a diákoknak',
  teacherCount: 2,
};

async function api(baseUrl, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert(response.ok, `${method} ${path} answered HTTP ${response.status}`);
  return response.json();
}

// --- outbox: a minimal reader of the .eml files OutboxMailer writes --------------------------------

function decodePart(part) {
  const split = part.indexOf('\n\n');
  const head = part.slice(0, split);
  const body = part.slice(split + 2);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The mails whose To header names `address`, each as its decoded text parts joined. */
function mailsTo(dataDir, address) {
  const outbox = join(dataDir, 'outbox');
  let files = [];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outbox, file), 'latin1').replace(/\r\n/g, '\n'))
    .filter((raw) => {
      const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
      return /^to:.*$/im.exec(head)?.[0].toLowerCase().includes(address);
    })
    // Every MIME part (split at the boundary lines), decoded.
    .map((raw) => raw.split(/^--\S+$/m).map(decodePart).join('\n'));
}

async function waitForMail(dataDir, address, pattern) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(dataDir, address).find((text) => pattern.test(text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const found = mailsTo(dataDir, address).length;
  throw new Error(`no mail to ${address} matching ${pattern} in the outbox within 10 s (${found} other mails to that address)`);
}

// --- page helpers ----------------------------------------------------------------------------------

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Klub', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
  await dialog.getByLabel('E-mail-cím', { exact: true }).fill(ADMIN_EMAIL);
  await dialog.getByLabel('Jelszó', { exact: true }).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
}

const table = (page, name) => page.getByRole('table', { name, exact: true });
/** A result message: the toast (Fluent repeats its text in an aria-live region for screen readers). */
const toast = (page, text) => page.locator('.fui-Toast').getByText(text, { exact: true });
const rowOf = (page, tableName, name) => table(page, tableName).getByRole('row').filter({ hasText: name });

/** Opens the rejection dialog of an applicant from the row's menu, focus in the reason (issue 41 §1). */
async function openRejection(page, name) {
  await rowOf(page, UNACTIVATED, name).getByRole('button', { name: `További műveletek: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Elutasítás' }).click();
  const dialog = page.getByRole('dialog', { name: `${name} jelentkezésének elutasítása` });
  await dialog.getByText('A jelentkező e-mailben értesítést kap az elutasításról.', { exact: false }).waitFor();
  await page.waitForFunction((label) => document.activeElement?.closest('.fui-Field')?.textContent.includes(label), REASON_LABEL);
  return dialog;
}

async function openUsers(page) {
  await page.getByRole('list', { name: 'Admin felületek' }).getByRole('link', { name: /Felhasználók/ }).click();
  await expectHeading(page, 'Felhasználók');
  await table(page, REVIEWED).waitFor();
}

async function expectStats(page, stats) {
  const tiles = page.getByRole('list', { name: 'A klub számokban' }).getByRole('listitem');
  const expected = [
    `Tanárok${stats.userCount}aktivált klubtag`,
    `Jelentkezések${stats.userServiceCount}szolgáltatásokra`,
    `Cégek${stats.companyCount}jelentkezett a mentorprogramba`,
  ];
  await page.waitForFunction(
    (want) => {
      const list = [...document.querySelectorAll('ul[aria-label="A klub számokban"] > li')].map((li) => li.textContent.replace(/\s/g, ''));
      return JSON.stringify(list) === JSON.stringify(want.map((text) => text.replace(/\s/g, '')));
    },
    expected,
  );
  assert((await tiles.count()) === 3, 'the dashboard does not show three counts');
}

// --- the journey -----------------------------------------------------------------------------------

async function desktop(harness, baseUrl, dataDir, adminToken, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  // The member list past the row limit is refused on purpose.
  const allowHttp = (response) => response.status() === 400 && /\/api\/admin\/users\/import(\/preview)?$/.test(response.url());
  const { context, page, problems, shot } = await harness.openPage(viewport, { allowHttp });

  await step(`${width} the admin signs in and the dashboard shows the counts`, async () => {
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/klub/admin`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Adminisztráció');
    await expectStats(page, await api(baseUrl, '/admin/stats', { token: adminToken }));
    await checkNoHorizontalScroll(page);
    await shot('admin-dashboard');
  }, problems);

  await step(`${width} the unactivated table shows the applicants with the OM and education id checks`, async () => {
    await openUsers(page);
    const peter = rowOf(page, UNACTIVATED, PETER.name);
    await peter.getByRole('img', { name: 'Egyezik a választott iskola OM azonosítójával' }).waitFor();
    const julia = rowOf(page, UNACTIVATED, JULIA.name);
    await julia.getByRole('img', { name: 'Nem egyezik a választott iskola OM azonosítójával' }).waitFor();
    const imported = rowOf(page, UNACTIVATED, ZSOFIA.name);
    await imported.getByText('Regisztráció még nincs befejezve').waitFor();
    assert((await rowOf(page, UNACTIVATED, 'Horváth Máté').count()) === 0, 'a rejected member is in the unactivated table');
    await rowOf(page, REVIEWED, 'Horváth Máté').getByText('Elutasítva').waitFor();
    await checkNoHorizontalScroll(page);
    await shot('admin-users');
  }, problems);

  await step(`${width} activating ${PETER.name} moves him to the activated table and mails him the link`, async () => {
    await rowOf(page, UNACTIVATED, PETER.name).getByRole('button', { name: 'Aktiválás' }).click();
    await toast(page, `${PETER.name} aktiválva. Elküldtük neki az aktiváló linket.`).waitFor();
    await rowOf(page, REVIEWED, PETER.name).getByText('Aktiválva, nincs regisztrálva').waitFor();
    assert((await rowOf(page, UNACTIVATED, PETER.name).count()) === 0, `${PETER.name} is still in the unactivated table`);
    const mail = await waitForMail(dataDir, PETER.email, /\/jelentkezes-veglegesites\?q=/);
    assert(mail.includes('Péter'), 'the activation mail does not greet Péter');
    await shot('admin-users-activated', false);
  }, problems);

  await step(`${width} the search finds ${PETER.name} among the activated members`, async () => {
    await page.getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }).fill('kovacs');
    await page.waitForFunction(
      (name) => {
        const rows = [...document.querySelectorAll('table[aria-label="Aktivált és elutasított tagok"] tbody tr')];
        return rows.length === 1 && rows[0].textContent.includes(name);
      },
      PETER.name,
    );
    await page.getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }).fill(PETER.email);
    await rowOf(page, REVIEWED, PETER.name).waitFor();
    await page.getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }).fill('');
  }, problems);

  await step(`${width} the export downloads an XLSX file`, async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportálás (XLSX)' }).click()]);
    assert(/\.xlsx$/.test(download.suggestedFilename()), `downloaded ${download.suggestedFilename()}`);
    const file = readFileSync(await download.path());
    assert(file.subarray(0, 2).toString('latin1') === 'PK', 'the export is not an XLSX (zip) file');
    assert(file.length > 1000, `the export is only ${file.length} bytes`);
  }, problems);

  await step(`${width} the edit dialog shows the read-only fields of ${REKA.name}`, async () => {
    await rowOf(page, REVIEWED, REKA.name).getByRole('button', { name: 'Szerkesztés' }).click();
    const dialog = page.getByRole('dialog', { name: 'Felhasználó adatai' });
    await dialog.waitFor();
    assert((await dialog.getByLabel('E-mail-cím').inputValue()) === REKA.email, 'wrong e-mail in the dialog');
    for (const [label, value] of [
      ['Oktatási azonosító', '73456789013'],
      ['Állapot', 'Aktiválva, nincs regisztrálva'],
    ]) {
      const field = dialog.getByLabel(label, { exact: true });
      assert((await field.inputValue()) === value, `${label}: ${await field.inputValue()}`);
      assert(!(await field.isEditable()), `${label} is editable`);
    }
    const registered = dialog.getByLabel('Regisztráció dátuma');
    // A day as every screen writes it (formatDay, Budapest time): "2026. november 26.".
    assert(/^\d{4}\. \p{Ll}+ \d{1,2}\.$/u.test(await registered.inputValue()), `registration date ${await registered.inputValue()}`);
    assert(!(await registered.isEditable()), 'the registration date is editable');
    for (const level of ['Általános iskola', 'Gimnázium', 'Technikum', 'Szakmai tárgy', 'Felsőoktatás']) {
      assert(await dialog.getByRole('checkbox', { name: level }).isDisabled(), `${level} can be ticked`);
    }
    const services = dialog.getByRole('region', { name: 'Szolgáltatások' }).getByRole('listitem');
    await services.first().waitFor();
    assert((await dialog.getByLabel('Irányítószám').isEditable()), 'the zip is not editable');
    await page.waitForTimeout(300); // entrance animation, for a steady screenshot
    await shot('admin-user-dialog', false);
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} rejecting ${ZSOFIA.name} with a reason mails it to her and shows her as Elutasítva`, async () => {
    const dialog = await openRejection(page, ZSOFIA.name);
    await dialog.getByLabel(REASON_LABEL).fill(ZSOFIA.reason);
    await dialog.getByText(`Még ${1000 - ZSOFIA.reason.length} karakter írható.`).waitFor();
    await page.waitForTimeout(300); // entrance animation, for a steady screenshot
    await shot('admin-reject-dialog', false);
    await dialog.getByRole('button', { name: 'Elutasítás' }).click();
    await toast(page, `${ZSOFIA.name} jelentkezését elutasítottuk, és e-mailben értesítettük.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, REVIEWED, ZSOFIA.name).getByText('Elutasítva').waitFor();
    const mail = await waitForMail(dataDir, ZSOFIA.email, /A döntés indoklása/);
    assert(mail.includes(ZSOFIA.reason), 'the rejection mail does not carry the reason');
  }, problems);

  await step(`${width} blocking ${REKA.name} asks the SPEC question in a dialog that says what it does, and mails her`, async () => {
    await rowOf(page, REVIEWED, REKA.name).getByRole('button', { name: `További műveletek: ${REKA.name}` }).click();
    await page.getByRole('menuitem', { name: 'Tiltás' }).click();
    const dialog = page.getByRole('dialog', { name: 'Balogh Réka tiltása?' });
    // She holds places (the user dialog listed them): the dialog says what the block does to them first.
    const consequences = dialog.getByRole('list', { name: 'A tiltás következményei' });
    await consequences.getByText(/helyet szabadít fel|várólistáról kerül le/).first().waitFor();
    await dialog.getByLabel('A tiltás oka (nem kötelező)').fill('Kérésére.');
    await page.waitForTimeout(300); // entrance animation, for a steady screenshot
    await shot('admin-block-dialog', false);
    await dialog.getByRole('button', { name: 'Tiltás' }).click();
    await toast(page, `${REKA.name} letiltva. Helyeit felszabadítottuk, és e-mailben értesítettük.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, REVIEWED, REKA.name).getByText('Elutasítva').waitFor();
    const mail = await waitForMail(dataDir, REKA.email, /Klubtagságod felfüggesztése/);
    assert(mail.includes('Kérésére.'), 'the block mail does not carry the reason');
  }, problems);

  // Issue 22 §6: a list past the row limit is refused whole, with the limit in Hungarian under the tool.
  await step(`${width} a member list of 10 001 rows is refused with "A fájl túl nagy: legfeljebb 10 000 sor"`, async () => {
    const before = (await api(baseUrl, '/admin/users', { token: adminToken })).length;
    const tool = page.getByRole('region', { name: 'Tagok importálása', exact: true });
    const rows = ['email;vezetéknév;keresztnév', ...Array.from({ length: 10_000 }, (_, n) => `tag${n}@example.org;Teszt;Tag${n}`)];
    await tool.getByLabel('Taglista fájl (CSV vagy XLSX)').setInputFiles({ name: 'tagok.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await tool.getByRole('button', { name: 'Importálás' }).click();
    await tool.getByText('A fájl túl nagy: legfeljebb 10 000 sor', { exact: true }).waitFor();
    await tool.scrollIntoViewIfNeeded();
    await shot('admin-import-too-many-rows', false);
    const after = (await api(baseUrl, '/admin/users', { token: adminToken })).length;
    assert(after === before, `the refused list imported ${after - before} members`);
  }, problems);

  // Issue 41 §4: a list is previewed before anything is written or mailed, staff confirm it, and the
  // member's completion form starts from the phone and the school staff had.
  await step(`${width} a member list is previewed, confirmed, and ${ILONA.name}'s completion is prefilled`, async () => {
    const tool = page.getByRole('region', { name: 'Tagok importálása', exact: true });
    const list = ['email;vezetéknév;keresztnév;telefon;OM azonosító', `${ILONA.email};Fekete;Ilona;${ILONA.phone};${ILONA.om}`, 'rossz-cim;Hibás;Sor;;'];
    await tool.getByLabel('Taglista fájl (CSV vagy XLSX)').setInputFiles({ name: 'tagok.csv', mimeType: 'text/csv', buffer: Buffer.from(list.join('\n')) });
    await tool.getByRole('button', { name: 'Importálás' }).click();
    await tool.getByText(/A fájlban 2 sor van, ebből 1 tagot importálunk\./).waitFor();
    await tool.getByText('3. sor: Hibás vagy hiányzó e-mail-cím', { exact: true }).waitFor();
    await tool.getByText(`${ILONA.name} (${ILONA.email})`, { exact: true }).waitFor();
    await tool.scrollIntoViewIfNeeded();
    await shot('admin-import-preview', false);
    assert(mailsTo(dataDir, ILONA.email).length === 0, 'the preview mailed the member');
    assert(!(await api(baseUrl, '/admin/users', { token: adminToken })).some((user) => user.email === ILONA.email), 'the preview imported the member');

    await tool.getByRole('button', { name: 'Importálás megerősítése' }).click();
    await tool.getByText(/1 tag importálva\./).waitFor();
    const mail = await waitForMail(dataDir, ILONA.email, /\/jelentkezes-folytatas\?q=/);
    const [, code] = /\/jelentkezes-folytatas\?q=([A-Za-z0-9_-]+)/.exec(mail);

    const member = await harness.openPage(viewport);
    await member.page.goto(`${baseUrl}/jelentkezes-folytatas?q=${code}`, { waitUntil: 'networkidle' });
    await member.page.getByText('Szia, Ilona!').waitFor();
    const phone = await member.page.getByLabel('Telefonszám').inputValue();
    assert(phone === ILONA.phone, `the completion form's phone is "${phone}"`);
    const om = await member.page.getByLabel('Iskola OM azonosítója').inputValue();
    assert(om === ILONA.om, `the completion form's OM id is "${om}"`);
    // The school search shows the school the OM id names, picked.
    await member.page.waitForFunction((school) => [...document.querySelectorAll('input')].some((input) => input.value === school), ILONA.school);
    await member.shot('completion-prefilled');
    await member.context.close();
    assert(member.problems.length === 0, `the completion page: ${member.problems.join('; ')}`);
  }, problems);

  await step(`${width} the companies table: its first page with the total, the website with http:// added`, async () => {
    await page.getByRole('link', { name: 'Vissza az adminba' }).click();
    await expectHeading(page, 'Adminisztráció');
    await page.getByRole('list', { name: 'Admin felületek' }).getByRole('link', { name: /Cégek/ }).click();
    await expectHeading(page, 'Jelentkezett cégek');
    const link = table(page, 'Jelentkezett cégek').getByRole('link', { name: COMPANY.website, exact: true });
    assert((await link.getAttribute('href')) === `http://${COMPANY.website}`, `website href ${await link.getAttribute('href')}`);
    // The screen asks for a page of 20 (docs/decisions/0092); the pager shows where it sits among them all.
    const { total } = await api(baseUrl, '/admin/companies?page=1&pageSize=1', { token: adminToken });
    await page.getByText(`1–${Math.min(total, 20)}, összesen ${total} cég`, { exact: true }).waitFor();
    await checkNoHorizontalScroll(page);
    await shot('admin-companies');
  }, problems);

  // Issue 41 §8: staff mark where they stand with a company and keep a note on it (decision 0107).
  await step(`${width} marks a company contacted and keeps a note on it`, async () => {
    // Opened afresh, so a step before that left a dialog open does not hide this one's result.
    await page.goto(`${baseUrl}/klub/admin/cegek`, { waitUntil: 'networkidle' });
    const row = rowOf(page, 'Jelentkezett cégek', COMPANY.name);
    await row.getByRole('combobox', { name: `${COMPANY.name} állapotának módosítása` }).selectOption('contacted');
    await page.locator('.fui-Toast').getByText(`${COMPANY.name} állapota: Megkeresve.`).waitFor();
    await row.getByText(/^Klub Adminisztrátor, /).waitFor();
    await row.getByRole('button', { name: `${COMPANY.name}: megjegyzés szerkesztése` }).click();
    const dialog = page.getByRole('dialog', { name: `Megjegyzés – ${COMPANY.name}` });
    await dialog.getByRole('textbox', { name: 'Megjegyzés a munkatársaknak' }).fill('Kedden visszahívni.');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Kedden visszahívni.').waitFor();
    const { items } = await api(baseUrl, '/admin/companies?status=contacted', { token: adminToken });
    assert(items.some((company) => company.name === COMPANY.name && company.note === 'Kedden visszahívni.'), 'the company is not listed as contacted with its note');
    await shot('admin-companies-contacted');
  }, problems);

  await context.close();
}

async function phone(harness, baseUrl, adminToken, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  const { context, page, problems, shot } = await harness.openPage(viewport);

  await step(`${width} the dashboard and the users screen fit the phone`, async () => {
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/klub/admin`, { waitUntil: 'networkidle' });
    await expectStats(page, await api(baseUrl, '/admin/stats', { token: adminToken }));
    await checkNoHorizontalScroll(page);
    await shot('admin-dashboard');
    await openUsers(page);
    await checkNoHorizontalScroll(page);
    await shot('admin-users');
  }, problems);

  await step(`${width} the rejection dialog fits the phone, and "Mégse" leaves ${JULIA.name} waiting`, async () => {
    const dialog = await openRejection(page, JULIA.name);
    await checkNoHorizontalScroll(page);
    await page.waitForTimeout(300);
    await shot('admin-reject-dialog', false);
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, UNACTIVATED, JULIA.name).getByRole('button', { name: 'Aktiválás' }).waitFor();
  }, problems);

  await step(`${width} ${JULIA.name} is activated from the scrolled table`, async () => {
    await rowOf(page, UNACTIVATED, JULIA.name).getByRole('button', { name: 'Aktiválás' }).click();
    await toast(page, `${JULIA.name} aktiválva. Elküldtük neki az aktiváló linket.`).waitFor();
    await rowOf(page, REVIEWED, JULIA.name).waitFor();
    await checkNoHorizontalScroll(page);
  }, problems);

  await step(`${width} the edit dialog fits the phone`, async () => {
    await rowOf(page, REVIEWED, JULIA.name).getByRole('button', { name: 'Szerkesztés' }).click();
    const dialog = page.getByRole('dialog', { name: 'Felhasználó adatai' });
    await dialog.getByLabel('Vezetéknév').waitFor();
    await page.waitForTimeout(300);
    await shot('admin-user-dialog', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} the companies table scrolls inside its box`, async () => {
    await page.goto(`${baseUrl}/klub/admin/cegek`, { waitUntil: 'networkidle' });
    await table(page, 'Jelentkezett cégek').waitFor();
    await checkNoHorizontalScroll(page);
    await shot('admin-companies');
  }, problems);

  // Last of all: it asks every activated member, the admin too, to check their data at the next visit.
  await step(`${width} "Adategyeztetés kérése" asks in the app's own dialog and confirms with a toast`, async () => {
    await page.goto(`${baseUrl}/klub/admin/felhasznalok`, { waitUntil: 'networkidle' });
    let browserDialogs = 0;
    const countBrowserDialog = (dialog) => {
      browserDialogs += 1;
      void dialog.dismiss();
    };
    page.on('dialog', countBrowserDialog);
    const tools = page.getByRole('region', { name: 'Adategyeztetés', exact: true });
    await tools.getByRole('button', { name: 'Adategyeztetés kérése' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Adategyeztetés kérése minden tagtól' });
    await dialog.getByText('Minden aktivált tagtól adategyeztetést kérsz a következő belépéskor. Folytatod?').waitFor();
    await page.waitForTimeout(300); // entrance animation, for a steady screenshot
    await shot('admin-profile-check-confirm', false);
    await dialog.getByRole('button', { name: 'Adategyeztetés kérése' }).click();
    await page.locator('.fui-Toast').getByText(/^\d+ tagtól kértünk adategyeztetést\.$/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    page.off('dialog', countBrowserDialog);
    assert(browserDialogs === 0, 'the browser\'s own confirm was shown');
  }, problems);

  await context.close();
}

export default async function adminUsers(harness) {
  const { baseUrl, dataDir } = await harness.startBackend({ SEED_DEMO: 'true', BOT_CHECK: 'off' });
  await api(baseUrl, '/company/create', { method: 'POST', body: COMPANY });
  const { jwt } = await api(baseUrl, '/user/login', { method: 'POST', body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const [phoneWidth, desktopWidth] = [...WIDTHS].sort((a, b) => a.width - b.width);
  await desktop(harness, baseUrl, dataDir, jwt, desktopWidth);
  await phone(harness, baseUrl, jwt, phoneWidth);
}
