// Audit trail and members' data rights (issue 12), at 1280 and 390 px. With the demo content, the
// admin approves a sign-up (API), then in the browser opens the trail from the dashboard, filters it to
// one service's approvals, opens that service's history and steps to the moment before a rejection, to
// see who stood where then. The admin also edits a material and a member (API): the trail names what
// every row touched and shows both edits before and after, and the member's history reads in the user
// edit form's words (issue 21 §3). A member downloads their data as JSON and Excel and deletes their account
// with their password, after changing it (issue 22); they are signed out and cannot sign in again. The Excel file reads in Hungarian
// (no raw timestamp, the history as sentences); the JSON keeps codes and ISO instants.
// Screenshots: audit-*.png, data-*.png.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading, signInThroughDialog } from '../support/harness.mjs';
import { waitForLink } from '../support/outbox.mjs';

export const title = 'audit trail and data rights';

const SERVICE = 'Mesterséges intelligencia az órán';
const DEMO_MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026', name: 'Tanár Demó' };
const REJECTED = 'Farkas Bence';
const MATERIAL = { before: 'Feltételes utasítások – bemutató', after: 'Feltételes utasítások – diák' };
const CITY = { zip: '7621', city: 'Pécs' };

function apiClient(baseUrl) {
  return async function call(method, path, { token, body } = {}) {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    assert(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

const subject = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).sub;

/** A second member with a password, for the second width's deletion (the demo member goes at the first). */
async function registerMember(call, dataDir, adminToken, email) {
  const schools = await call('GET', '/admin/schools', { token: adminToken });
  const school = schools[0];
  const applied = await call('POST', '/user/create', {
    body: { recaptcha: 'off', firstName: 'Luca', lastName: 'Törlendő', email, phone: '+36 30 555 1212', zip: '6720', city: 'Szeged', schoolOm: school.om, personalId: '71234567897', schoolId: school.id },
  });
  await call('POST', '/admin/users/activate', { token: adminToken, body: { userId: applied.id } });
  const link = await waitForLink(dataDir, email, '/jelentkezes-veglegesites');
  const password = 'Luca-jelszo-2026';
  await call('POST', '/user/setpassword', { body: { q: new URL(link).searchParams.get('q'), password } });
  return { email, password };
}

async function auditTrail(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  const { page, problems, shot } = await harness.openPage(viewport);

  await step(`${width} the admin opens the trail from the dashboard: newest first, the last 30 days`, async () => {
    await signInThroughDialog(page, baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto(`${baseUrl}/klub/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Admin felületek' }).getByRole('link', { name: /Napló/ }).click();
    await expectHeading(page, 'Napló');
    await page.getByRole('table', { name: 'Napló bejegyzései' }).waitFor();
    const from = await page.getByLabel('Ettől').inputValue();
    assert(/^\d{4}-\d{2}-\d{2}$/.test(from), `the range does not start on a day: ${from}`);
    await checkNoHorizontalScroll(page);
    await shot('audit-trail');
  }, problems);

  await step(`${width} the trail filters to the approvals of ${SERVICE}, with the acting admin`, async () => {
    await page.getByLabel('Művelet').selectOption({ label: 'Jelentkezés jóváhagyása' });
    const table = page.getByRole('table', { name: 'Napló bejegyzései' });
    await table.getByRole('button', { name: `Szűrés erre: ${SERVICE}` }).first().click();
    await page.getByRole('button', { name: `Érintett: ${SERVICE} szűrő törlése` }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Napló bejegyzései"] tbody tr').length === 1);
    const row = table.getByRole('row').nth(1);
    await row.getByText('Jelentkezés jóváhagyása').waitFor();
    await row.getByRole('button', { name: 'Szűrés erre: Klub Adminisztrátor' }).waitFor();
    await row.getByRole('button', { name: `Szűrés erre: ${DEMO_MEMBER.name}` }).waitFor();
    assert(new URL(page.url()).searchParams.get('action') === 'signup.approved', 'the filter is not kept in the address');
    await checkNoHorizontalScroll(page);
    await shot('audit-filtered');
  }, problems);

  await step(`${width} the service's history shows who stood where right before ${REJECTED} was rejected`, async () => {
    await page.getByRole('button', { name: /^Előzmények megnyitása: Jelentkezés jóváhagyása/ }).click();
    const dialog = page.getByRole('dialog', { name: `Előzmények: ${SERVICE}` });
    const entries = dialog.getByRole('list', { name: 'Események' });
    const rejectionName = new RegExp(`^Jelentkezés elutasítva: ${REJECTED}`);
    const rejection = entries.getByRole('button', { name: rejectionName });
    await rejection.waitFor();
    // The entry listed right below the rejection (newest first) is the event before it.
    const before = entries.getByRole('listitem').filter({ has: page.getByRole('button', { name: rejectionName }) }).locator('xpath=following-sibling::li[1]').getByRole('button');
    await before.click();
    const signups = dialog.getByRole('list', { name: 'Jelentkezők akkor' });
    await signups.getByText(`${REJECTED}: Jóváhagyásra vár`).waitFor();
    await shot('audit-history-before-rejection', false);
    await rejection.click();
    await signups.getByText(`${REJECTED}: Elutasítva`).waitFor();
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} every row of the trail names what it touched, and a material's edit reads before and after in words`, async () => {
    await page.goto(`${baseUrl}/klub/admin/naplo`, { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: 'Napló bejegyzései' });
    await table.waitFor();
    const targets = await table.locator('td[data-label="Érintett"]').allInnerTexts();
    assert(targets.length > 5 && targets.every((text) => text.trim() !== ''), `a row names nothing it touched: ${JSON.stringify(targets)}`);
    await page.getByLabel('Művelet').selectOption({ label: 'Tananyag módosítása' });
    const row = table.getByRole('row').filter({ hasText: `Név: ${MATERIAL.before} → ${MATERIAL.after}` });
    await row.getByRole('button', { name: `Szűrés erre: ${MATERIAL.after}` }).waitFor();
    await row.getByText('Típus: Bemutató → PDF').waitFor();
    await checkNoHorizontalScroll(page);
    await shot('audit-material-edit');
  }, problems);

  await step(`${width} a member's edit and history read in the user edit form's words: the school by name, "Technikum", the status`, async () => {
    await page.getByLabel('Művelet').selectOption({ label: 'Tag adatainak módosítása' });
    const table = page.getByRole('table', { name: 'Napló bejegyzései' });
    const row = table.getByRole('row').filter({ hasText: `Település:` }).filter({ hasText: `→ ${CITY.city}` });
    await row.getByRole('button', { name: /^Előzmények megnyitása: Tag adatainak módosítása/ }).click();
    const dialog = page.getByRole('dialog', { name: `Előzmények: ${DEMO_MEMBER.name}` });
    const record = dialog.getByRole('region', { name: /^Így nézett ki/ });
    await record.getByRole('term').filter({ hasText: /^Technikum$/ }).waitFor();
    const fields = Object.fromEntries(
      await record.getByRole('term').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ''])),
    );
    assert(fields['Település'] === CITY.city, `the history shows the city as ${fields['Település']}`);
    assert(/\(OM \d{6}\)$/.test(fields['Iskola'] ?? ''), `the school is not shown by its name and OM id: ${fields['Iskola']}`);
    assert(fields['Állapot'] === 'Aktiválva és regisztrálva', `the status reads ${fields['Állapot']}`);
    assert(['igen', 'nem'].includes(fields['Technikum']), `a flag reads ${fields['Technikum']}`);
    const shown = JSON.stringify(fields);
    assert(!/Szakgimnázium|true|false|activated|schoolId/.test(shown), `the history shows a code or an English word: ${shown}`);
    await shot('audit-member-history', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await page.context().close();
}

async function dataRights(harness, baseUrl, viewport, member) {
  const { step } = harness;
  const { width } = viewport;
  // A wrong password typed on purpose: 400 from the deletion and from the password change.
  const refusedOnPurpose = (response) => ['/api/profile/delete', '/api/profile/password'].some((path) => response.url().endsWith(path)) && response.status() === 400;
  const { page, problems, shot } = await harness.openPage(viewport, { allowHttp: refusedOnPurpose });

  await step(`${width} a member downloads everything held about them, as Excel to read and as JSON for programs`, async () => {
    await signInThroughDialog(page, baseUrl, member);
    await page.goto(`${baseUrl}/klub/profil`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Adataim' }).scrollIntoViewIfNeeded();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel – olvasáshoz' }).click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await xlsx.path()));
    const names = book.worksheets.map((sheet) => sheet.name).join(', ');
    assert(names === 'Profil, Jelentkezések, Kapcsolt oldalak, Előzmények', `the Excel file's sheets: ${names}`);
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (row ?? []).filter((value) => value != null).map(String)));
    assert(cells.includes(member.email), 'the Excel file is not the member\'s own');
    assert(cells.includes('Fiók aktiválva'), 'the Excel file\'s history is not told in sentences');
    const raw = cells.find((cell) => /\d{4}-\d{2}-\d{2}T/.test(cell));
    assert(!raw, `the Excel file shows a raw timestamp: ${raw}`);
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'JSON – gépi feldolgozáshoz' }).click()]);
    const data = JSON.parse(readFileSync(await json.path(), 'utf8'));
    assert(data.profile.email === member.email, 'the JSON is not the member\'s own');
    assert(data.history.some((entry) => entry.code === 'account.activated' && /^\d{4}-\d{2}-\d{2}T/.test(entry.at)), 'the JSON history has no code with an ISO instant');
    await checkNoHorizontalScroll(page);
    await shot('data-my-data');
  }, problems);

  await step(`${width} a member changes their password (the current one first) and stays signed in here with the new one`, async () => {
    await page.getByRole('button', { name: 'Jelszó módosítása' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jelszó módosítása' });
    const next = 'Csendes-tavaszi-eso-42';
    await dialog.getByLabel('Jelenlegi jelszó').fill('nem-ez-a-jelszo');
    await dialog.getByLabel('Új jelszó', { exact: true }).fill(next);
    await dialog.getByLabel('Új jelszó még egyszer').fill(next);
    await dialog.getByRole('button', { name: 'Új jelszó mentése' }).click();
    await dialog.getByText('Helytelen jelszó').waitFor();
    await shot('data-password-change', false);
    await dialog.getByLabel('Jelenlegi jelszó').fill(member.password);
    await dialog.getByRole('button', { name: 'Új jelszó mentése' }).click();
    const done = page.getByRole('dialog', { name: 'Sikeres jelszócsere' });
    await done.waitFor();
    await shot('data-password-changed', false);
    await done.getByRole('button', { name: 'Rendben' }).click();
    await done.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await expectHeading(page, 'Profil');
    const old = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: member.email, password: member.password }) });
    assert(old.status === 401, `the old password still signs in (HTTP ${old.status})`);
    member.password = next;
  }, problems);

  await step(`${width} a wrong password deletes nothing; the right one erases the account and signs out`, async () => {
    await page.getByRole('button', { name: 'Fiókom törlése' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Biztosan törlöd a fiókodat?' });
    await dialog.getByLabel('Jelszó').fill('nem-ez-a-jelszo');
    await dialog.getByRole('button', { name: 'Végleges törlés' }).click();
    await dialog.getByText(/jelszó/i).nth(1).waitFor();
    await shot('data-delete-confirm', false);
    await dialog.getByLabel('Jelszó').fill(member.password);
    await dialog.getByRole('button', { name: 'Végleges törlés' }).click();
    await page.getByText('A fiókodat töröltük').waitFor();
    await shot('data-deleted', false);
    const login = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: member.email, password: member.password }) });
    assert(login.status >= 400, `the erased member can still sign in (HTTP ${login.status})`);
  }, problems);

  await page.context().close();
}

export default async function auditAndDataRights(harness) {
  const { baseUrl, dataDir } = await harness.startBackend({ SEED_DEMO: 'true', BOT_CHECK: 'off' });
  const call = apiClient(baseUrl);
  const adminToken = (await call('POST', '/user/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).jwt;
  const groups = await call('GET', '/admin/servicegroups', { token: adminToken });
  const service = groups.flatMap((group) => group.services).find((s) => s.name === SERVICE);
  assert(service, `no demo service ${SERVICE}`);
  const memberId = subject((await call('POST', '/user/login', { body: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } })).jwt);
  await call('POST', '/admin/userservice/approve', { token: adminToken, body: { userId: memberId, serviceId: service.id } });
  const material = (await call('GET', '/admin/materials', { token: adminToken })).flatMap((group) => group.materials).find((m) => m.name === MATERIAL.before);
  assert(material, `no demo material ${MATERIAL.before}`);
  await call('PUT', '/admin/materials', { token: adminToken, body: { id: material.id, name: MATERIAL.after, type: 'pdf' } });
  const { lastName, firstName, email, phone: tel } = await call('GET', `/admin/users/${memberId}`, { token: adminToken });
  await call('PUT', `/admin/users/${memberId}`, { token: adminToken, body: { lastName, firstName, email, phone: tel, ...CITY } });

  const [phone, desktop] = WIDTHS;
  await auditTrail(harness, baseUrl, desktop);
  await auditTrail(harness, baseUrl, phone);
  await dataRights(harness, baseUrl, desktop, DEMO_MEMBER);
  await dataRights(harness, baseUrl, phone, await registerMember(call, dataDir, adminToken, 'luca.torlendo@example.org'));
}
