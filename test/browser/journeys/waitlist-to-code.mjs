// Issue 4's "done when", all in the browser: an admin (desktop) builds a category and a one-seat
// coupon service with a waitlist and approval through the edit dialog and loads its codes; the demo
// member (phone) takes the seat and waits for approval; a second member (phone) joins the
// waitlist; the admin rejects the first, the second is promoted from the waitlist, the admin
// approves and the second member sees 'Jelentkezve' and the code. The mails of each step are
// checked in the outbox. Screenshots: waitlist-*.png.
import { ADMIN_EMAIL, ADMIN_PASSWORD, assert, checkNoHorizontalScroll, expectHeading, signInThroughDialog } from '../support/harness.mjs';
import { readOutbox, waitForLink } from '../support/outbox.mjs';

export const title = 'waitlist to code';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CATEGORY = 'Őszi programok';
const SERVICE = 'Kódolóklub vizsgakuponnal';
const CODES = ['OSZ-2026-A1', 'OSZ-2026-B2'];
const WAITLIST_SUBJECT = 'Várólistán vagy: {serviceName}';
const WAITLIST_TEXT = 'Kedves {firstName}!\n\nFelírtunk a(z) {serviceName} várólistájára; szólunk, ha felszabadul egy hely.';
const SEAT_SUBJECT = 'Helyed van: {serviceName}';
const SEAT_TEXT = 'Kedves {firstName}!\n\nJóváhagytuk a jelentkezésedet. A kódod: {code}';
const FIRST = { email: 'tag@example.org', password: 'Demo-tag-2026', row: 'Tanár Demó' };
const SECOND = { email: 'kovacs.peter@example.org', password: 'Peter-jelszava-2026', row: 'Kovács Péter', firstName: 'Péter' };

const settle = (page, ms = 300) => page.waitForTimeout(ms);

/** Sets a switch of the edit dialog to `on`, whatever it was. */
async function setSwitch(dialog, name, on) {
  const control = dialog.getByRole('switch', { name });
  if ((await control.isChecked()) !== on) await control.click();
  assert((await control.isChecked()) === on, `the switch "${name}" did not turn ${on ? 'on' : 'off'}`);
}

/** A staff member activates Kovács Péter (an applicant of the demo) and he sets his password from the mail's link. */
async function activateSecondMember(baseUrl, dataDir) {
  const call = async (path, { token, body, method = 'POST' } = {}) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    assert(response.ok, `${method} ${path} answered ${response.status}`);
    return response.json();
  };
  const { jwt } = await call('/user/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const users = await call('/admin/users', { token: jwt, method: 'GET' });
  const user = users.find((u) => u.email === SECOND.email);
  assert(user, `${SECOND.email} is not among the demo applicants`);
  await call('/admin/users/activate', { token: jwt, body: { userId: user.id } });
  const link = await waitForLink(dataDir, SECOND.email, '/jelentkezes-veglegesites');
  await call('/user/setpassword', { body: { q: new URL(link).searchParams.get('q'), password: SECOND.password } });
}

/** Waits (up to 15 s) for a mail to `email` whose subject or text matches `pattern`. */
async function waitForMail(dataDir, email, pattern) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = await readOutbox(dataDir);
    if (mails.some((mail) => mail.to.toLowerCase().includes(email) && pattern.test(mail.text))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} matching ${pattern} within 15 s`);
}

const card = (page) => page.getByRole('article', { name: SERVICE, exact: true });
const chipsOf = (page) => card(page).getByRole('list', { name: 'Állapot' }).getByRole('listitem').allInnerTexts();

async function openServiceDialog(page) {
  await card(page).getByRole('button', { name: 'Részletek' }).click();
  const dialog = page.getByRole('dialog', { name: SERVICE, exact: true });
  await dialog.waitFor();
  await settle(page);
  return dialog;
}

async function openServices(page, baseUrl) {
  await page.goto(`${baseUrl}/klub/szolgaltatasok`, { waitUntil: 'networkidle' });
  await expectHeading(page, 'Szolgáltatások');
  await card(page).waitFor();
}

/** A member opens the service, signs up with `buttonName` and confirms; answers the chips shown after. */
async function signUp(page, buttonName) {
  const dialog = await openServiceDialog(page);
  await dialog.getByRole('button', { name: buttonName, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Jelentkezés megerősítése' });
  await confirm.getByRole('button', { name: 'Igen, jelentkezem' }).click();
  await confirm.waitFor({ state: 'detached' });
  return dialog;
}

/** The admin's sign-ups dialog of the service, once its rows are there. */
async function openSignups(page) {
  await page.getByRole('button', { name: `Jelentkezők: ${SERVICE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Jelentkezők: ${SERVICE}` });
  await dialog.getByRole('row').filter({ hasText: FIRST.row }).waitFor();
  return dialog;
}

/** Waits until the row of `person` has the tint (the dialog follows the queued promotion by itself). */
const waitForTint = (page, person, tint) =>
  page.waitForFunction(
    ([name, expected]) => [...document.querySelectorAll('tr[data-tint]')].some((tr) => tr.textContent.includes(name) && tr.getAttribute('data-tint') === expected),
    [person, tint],
  );

const tintOf = (dialog, person) => dialog.getByRole('row').filter({ hasText: person }).getAttribute('data-tint');

export default async function waitlistToCode(harness) {
  const { step } = harness;
  const { baseUrl, dataDir } = await harness.startBackend({ SEED_DEMO: 'true' });
  const admin = await harness.openPage(DESKTOP);
  const first = await harness.openPage(PHONE);
  const second = await harness.openPage(PHONE);

  await step('the admin creates a category and a one-seat coupon service with a waitlist and approval', async () => {
    const { page, shot } = admin;
    await signInThroughDialog(page, baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto(`${baseUrl}/klub/admin/szolgaltatasok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Szolgáltatások kezelése');
    await page.getByRole('button', { name: 'Új kategória', exact: true }).click();
    const newCategory = page.getByRole('dialog', { name: 'Új kategória' });
    await newCategory.getByLabel('Kategória neve').fill(CATEGORY);
    await newCategory.getByRole('button', { name: 'Létrehozás' }).click();
    const region = page.getByRole('region', { name: CATEGORY, exact: true });
    await region.waitFor();
    await newCategory.waitFor({ state: 'detached' });

    await region.getByRole('button', { name: 'Új szolgáltatás', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Szolgáltatás szerkesztése' });
    await dialog.getByRole('textbox', { name: /^Név/ }).fill(SERVICE);
    await dialog.getByRole('textbox', { name: 'Rövid leírás' }).fill('Havi kódolóklub tanároknak; a résztvevők vizsgakupont kapnak.');
    // The long text is written with the editor's toolbar (issue 41 §5), as formatted text, not HTML.
    const longText = dialog.getByRole('textbox', { name: /^Hosszú leírás/ });
    await longText.click();
    const tools = dialog.getByRole('toolbar', { name: 'Hosszú leírás: formázás' });
    await tools.getByRole('button', { name: 'Címsor' }).click();
    await page.keyboard.type('Menetrend');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Minden hónap első ');
    await tools.getByRole('button', { name: 'Félkövér' }).click();
    await page.keyboard.type('keddjén');
    await tools.getByRole('button', { name: 'Félkövér' }).click();
    await page.keyboard.type(' 16 órától.');
    await setSwitch(dialog, 'Aktív: lehet rá jelentkezni', true);
    await setSwitch(dialog, /^Rejtett/, false);
    await setSwitch(dialog, 'Jóváhagyás szükséges', true);
    await setSwitch(dialog, 'Létszámkorlát', true);
    await dialog.getByRole('textbox', { name: /Férőhelyek száma/ }).fill('1');
    await setSwitch(dialog, 'Várólista, ha betelt', true);
    await dialog.getByRole('radio', { name: 'Egyedi kód (kupon)' }).check();
    await dialog.getByRole('textbox', { name: 'Kódtábla neve' }).fill('Őszi kuponok');
    await dialog.getByRole('textbox', { name: 'Új kódok (soronként egy)' }).fill(CODES.join('\n'));
    // The codes are part of the edit (issue 41 §5): they wait in the dialog and are stored with "Mentés".
    await dialog.getByText('2 új kód kerül a készletbe mentéskor.').waitFor();
    const seatMail = dialog.getByRole('group', { name: 'Levél, amikor helyet kap' });
    await seatMail.getByRole('textbox', { name: 'Tárgy' }).fill(SEAT_SUBJECT);
    await seatMail.getByRole('textbox', { name: 'Szöveg' }).fill(SEAT_TEXT);
    const waitlistMail = dialog.getByRole('group', { name: 'Levél, amikor várólistára kerül' });
    await waitlistMail.getByRole('textbox', { name: 'Tárgy' }).fill(WAITLIST_SUBJECT);
    await waitlistMail.getByRole('textbox', { name: 'Szöveg' }).fill(WAITLIST_TEXT);
    await settle(page);
    await shot('waitlist-admin-edit', false);
    await dialog.getByRole('button', { name: 'Mentés', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${SERVICE} mentve. 2 kód hozzáadva.`).first().waitFor();
    const row = page.getByRole('list', { name: `${CATEGORY} szolgáltatásai` }).locator(':scope > li').filter({ hasText: SERVICE });
    await row.getByText('0/1 hely foglalt').waitFor();
    await row.getByText('Elérhető', { exact: true }).waitFor();
    await checkNoHorizontalScroll(page);
  }, admin.problems);

  await step('the demo member takes the only seat and waits for approval', async () => {
    const { page, shot } = first;
    await signInThroughDialog(page, baseUrl, FIRST);
    await openServices(page, baseUrl);
    const chips = await chipsOf(page);
    assert(JSON.stringify(chips) === '["Elérhető","Jóváhagyás szükséges"]', `chips before signing up: ${JSON.stringify(chips)}`);
    const dialog = await signUp(page, 'Jelentkezem');
    await dialog.getByRole('list', { name: 'Állapot' }).getByText('Jóváhagyás alatt').waitFor();
    // What the admin formatted reads as formatted, through the server's sanitiser.
    await dialog.getByRole('heading', { name: 'Menetrend', level: 3 }).waitFor();
    await dialog.locator('p b', { hasText: 'keddjén' }).waitFor();
    await shot('waitlist-first-awaiting', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await card(page).getByText('Jóváhagyás alatt').waitFor();
  }, first.problems);

  await step('a second member finds it full and joins the waitlist', async () => {
    const { page, shot } = second;
    await activateSecondMember(baseUrl, dataDir);
    await signInThroughDialog(page, baseUrl, SECOND);
    await openServices(page, baseUrl);
    const chips = await chipsOf(page);
    assert(JSON.stringify(chips) === '["Betelt","Várólista elérhető"]', `chips of the full service: ${JSON.stringify(chips)}`);
    const dialog = await signUp(page, 'Várólistára jelentkezem');
    await dialog.getByRole('list', { name: 'Állapot' }).getByText('Várólistán').waitFor();
    await shot('waitlist-second-waiting', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    // The admin's "a(z)" is resolved by the name it stands before, which comes in „…” as in every mail.
    await waitForMail(dataDir, SECOND.email, new RegExp(`Felírtunk a „${SERVICE}” várólistájára`));
    await checkNoHorizontalScroll(page);
  }, second.problems);

  await step('the admin rejects the first; the second is promoted from the waitlist', async () => {
    const { page, shot } = admin;
    const dialog = await openSignups(page);
    assert((await tintOf(dialog, SECOND.row)) === 'grey', `${SECOND.row} is not on the waitlist`);
    await dialog.getByRole('button', { name: `Elutasítás: ${FIRST.row}` }).click();
    await waitForTint(page, FIRST.row, 'red');
    // Without closing the dialog: the promotion is queued, and the rows follow it.
    await waitForTint(page, SECOND.row, 'none');
    await dialog.getByRole('row').filter({ hasText: SECOND.row }).getByText('Jóváhagyásra vár').waitFor();
    await settle(page);
    await shot('waitlist-admin-promoted', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list behind the dialog re-read its counts once the promotion landed.
    const row = page.getByRole('list', { name: `${CATEGORY} szolgáltatásai` }).locator(':scope > li').filter({ hasText: SERVICE });
    await row.getByText('1/1 hely foglalt').waitFor();
    assert(!(await row.innerText()).includes('várólistán'), `the list still counts a waitlist: ${await row.innerText()}`);
    await waitForMail(dataDir, FIRST.email, /elutasít/i);
  }, admin.problems);

  await step("the promoted member sees 'Jóváhagyás alatt'", async () => {
    const { page } = second;
    await openServices(page, baseUrl);
    const chips = await chipsOf(page);
    assert(JSON.stringify(chips) === '["Jóváhagyás alatt"]', `chips after the promotion: ${JSON.stringify(chips)}`);
  }, second.problems);

  let code;
  await step('the admin approves; the row turns green with the first code and who approved it', async () => {
    const { page, shot } = admin;
    const dialog = await openSignups(page);
    const row = dialog.getByRole('row').filter({ hasText: SECOND.row });
    await row.getByRole('button', { name: `Jóváhagyás: ${SECOND.row}` }).click();
    await waitForTint(page, SECOND.row, 'green');
    await row.getByText(/^Jóváhagyta: /).waitFor();
    await row.getByText(CODES[0]).waitFor();
    code = CODES[0];
    await settle(page);
    await shot('waitlist-admin-approved', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, admin.problems);

  await step("the member sees 'Jelentkezve' and the code, in the list and by mail", async () => {
    const { page, shot } = second;
    await openServices(page, baseUrl);
    const chips = await chipsOf(page);
    assert(JSON.stringify(chips) === '["Jelentkezve"]', `chips after the approval: ${JSON.stringify(chips)}`);
    const dialog = await openServiceDialog(page);
    const shown = await dialog.getByRole('region', { name: 'A kódod' }).innerText();
    assert(shown.includes(code), `the dialog shows "${shown}" instead of the code ${code}`);
    await shot('waitlist-second-code', false);
    await waitForMail(dataDir, SECOND.email, new RegExp(`Kedves ${SECOND.firstName}![\\s\\S]*A kódod: ${code}`));
    const mails = (await readOutbox(dataDir)).filter((mail) => mail.text.includes(code));
    assert(mails.length === 1, `the code went out in ${mails.length} mails`);
  }, second.problems);

  for (const { context } of [admin, first, second]) await context.close();
}
