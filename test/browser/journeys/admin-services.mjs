// Admin services journey (issue 4, parts 1, 2 and 6): with the demo catalogue (SEED_DEMO), an admin
// signs in through the login dialog, opens /klub/admin/szolgaltatasok, creates a category and two
// services in it (the edit dialog opens at once), edits the name and limit through the dirty check
// (discard dialog → back → save and close), reorders the services by KEYBOARD drag and checks the
// order after a reload, archives a service and restores it from the archived list, then approves a
// pending sign-up of a demo service and sees the green tint and the coupon code, and unfolds a category
// longer than the list carries from the server. Issue 41 §7: copies a service, moves the copy to another
// category and back, and deletes the emptied category. Once per width; screenshots: admin-services-*.png.
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading } from '../support/harness.mjs';

export const title = 'admin services';

const SCREEN = '/klub/admin/szolgaltatasok';
const HEADING = 'Szolgáltatások kezelése';
const EDIT_DIALOG = 'Szolgáltatás szerkesztése';

/** Per width: the demo service whose pending sign-up gets approved, and whose. */
const APPROVALS = {
  1280: { service: 'Felhő-alapismeretek vizsgakupon', person: 'Balogh Réka', code: /FELHO-2026-/ },
  390: { service: 'Mentorlátogatás partnercégnél', person: 'Kovács Péter', code: null },
};

/** Lets an entrance animation or a drag settle before the next key or screenshot. */
const settle = (page, ms = 300) => page.waitForTimeout(ms);

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Klub', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
  await dialog.getByLabel('E-mail-cím', { exact: true }).fill(ADMIN_EMAIL);
  await dialog.getByLabel('Jelszó', { exact: true }).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
}

/** The names in a category's service list, in order. */
async function serviceNames(page, category) {
  const list = page.getByRole('list', { name: `${category} szolgáltatásai`, exact: true });
  await list.waitFor();
  return list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => item.querySelector('.fui-Text')?.textContent ?? ''),
  );
}

/** Creates a service in the category: the edit dialog opens at once with the default name. */
async function createService(page, category) {
  await page.getByRole('region', { name: category, exact: true }).getByRole('button', { name: 'Új szolgáltatás', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: EDIT_DIALOG });
  const name = dialog.getByRole('textbox', { name: /^Név/ });
  await name.waitFor();
  assert((await name.inputValue()) === 'Új szolgáltatás', `the new service is named "${await name.inputValue()}"`);
  return { dialog, name };
}

/** A category of `count` services made through the API, longer than the list carries (8, docs/decisions/0101). */
async function addLongCategory(baseUrl, name, count) {
  const call = async (method, path, body, token) => {
    const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: JSON.stringify(body) });
    assert(response.ok, `${method} ${path} answered ${response.status}`);
    return response.json();
  };
  const { jwt } = await call('POST', '/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const { id: serviceGroupId } = await call('POST', '/admin/servicegroups', { name }, jwt);
  for (let i = 1; i <= count; i++) {
    const { id } = await call('POST', '/admin/services', { serviceGroupId }, jwt);
    await call('PUT', '/admin/services', { id, name: `${name} ${i}.` }, jwt);
  }
}

async function runAtWidth(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  const { context, page, problems, shot } = await harness.openPage(viewport);
  const category = `Böngészős teszt ${width}`;
  const first = `Első szolgáltatás ${width}`;
  const second = `Második szolgáltatás ${width}`;

  await step(`${width} the admin signs in and opens the services screen`, async () => {
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}${SCREEN}`, { waitUntil: 'networkidle' });
    await expectHeading(page, HEADING);
    for (const demo of ['Online kurzusok', 'Tantermi képzések', 'Webináriumok és meetupok']) {
      await page.getByRole('region', { name: demo, exact: true }).waitFor();
    }
    const row = page.getByRole('list', { name: 'Webináriumok és meetupok szolgáltatásai' }).locator(':scope > li');
    assert((await row.filter({ hasText: 'Zártkörű mentorprogram' }).textContent()).includes('Rejtett'), 'no "Rejtett" chip on the hidden demo service');
    assert((await row.filter({ hasText: 'Nyári tábor 2026' }).textContent()).includes('Nem elérhető'), 'no "Nem elérhető" chip on the inactive demo service');
    await checkNoHorizontalScroll(page);
    await shot('admin-services');
  }, problems);

  await step(`${width} creates a category through the new-category dialog`, async () => {
    await page.getByRole('button', { name: 'Új kategória', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Új kategória' });
    await dialog.getByLabel('Kategória neve').fill(category);
    await settle(page);
    await shot('admin-services-new-category', false);
    await dialog.getByRole('button', { name: 'Létrehozás' }).click();
    await page.getByRole('region', { name: category, exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} creates a service, edits name and limit, and meets the discard dialog`, async () => {
    const { dialog, name } = await createService(page, category);
    await name.fill(first);
    await dialog.getByRole('switch', { name: 'Létszámkorlát' }).click();
    const limit = dialog.getByRole('textbox', { name: /Férőhelyek száma/ });
    assert((await limit.inputValue()) === '100', `the limit switched on at ${await limit.inputValue()}, not 100`);
    await limit.fill('12');
    await settle(page);
    await shot('admin-services-edit', false);

    await dialog.getByRole('button', { name: 'Mégse', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Elveted a módosításokat?' });
    await ask.waitFor();
    await settle(page);
    await shot('admin-services-discard', false);
    if (width >= 1280) {
      const tops = await Promise.all(['Mentés és bezárás', 'Elvetés', 'Vissza'].map(async (label) => (await ask.getByRole('button', { name: label }).boundingBox())?.y));
      assert(new Set(tops).size === 1, `the three answers are not on one row (${tops.join(', ')})`);
    }
    await ask.getByRole('button', { name: 'Vissza' }).click();
    await ask.waitFor({ state: 'detached' });
    assert((await name.inputValue()) === first, 'the name was lost after "Vissza"');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Mégse', null, { timeout: 2000 });

    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await ask.getByRole('button', { name: 'Mentés és bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('list', { name: `${category} szolgáltatásai` }).locator(':scope > li').filter({ hasText: first });
    await row.getByText('0/12 hely foglalt').waitFor();
    await row.getByText('Rejtett', { exact: true }).waitFor();
  }, problems);

  await step(`${width} a second service; saving without changes just closes`, async () => {
    const { dialog, name } = await createService(page, category);
    await name.fill(second);
    await dialog.getByRole('button', { name: 'Mentés', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Szerkesztés: ${second}` }).click();
    await page.getByRole('dialog', { name: EDIT_DIALOG }).getByRole('textbox', { name: /^Név/ }).waitFor();
    await page.getByRole('dialog', { name: EDIT_DIALOG }).getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.getByRole('dialog', { name: EDIT_DIALOG }).waitFor({ state: 'detached' });
    const names = await serviceNames(page, category);
    assert(names.join('|') === `${first}|${second}`, `order before the drag: ${names.join(', ')}`);
  }, problems);

  await step(`${width} reorders by keyboard drag (Space, ArrowDown, Space) and keeps the order after a reload`, async () => {
    const reordered = page.waitForResponse((r) => r.url().endsWith('/api/admin/services/reorder') && r.request().method() === 'POST');
    // After the move the list reloads; the page reload below must not cut that call short.
    const reloaded = reordered.then(() => page.waitForResponse((r) => r.url().endsWith('/api/admin/servicegroups') && r.request().method() === 'GET'));
    // Should the step fail before they are awaited, their later timeouts must not end the whole run.
    for (const pending of [reordered, reloaded]) pending.catch(() => undefined);
    await page.getByRole('button', { name: `Áthelyezés: ${first}` }).focus();
    await page.keyboard.press('Space');
    await settle(page, 200);
    await page.keyboard.press('ArrowDown');
    await settle(page, 200);
    await shot('admin-services-dragging', false);
    await page.keyboard.press('Space');
    const response = await reordered;
    const sent = response.request().postDataJSON();
    assert(sent.oldIndex === 0 && sent.newIndex === 1, `reorder sent ${JSON.stringify(sent)}`);
    await reloaded;
    await page.reload({ waitUntil: 'networkidle' });
    await expectHeading(page, HEADING);
    const names = await serviceNames(page, category);
    assert(names.join('|') === `${second}|${first}`, `order after the reload: ${names.join(', ')}`);
  }, problems);

  await step(`${width} archives a service and restores it from the archived list`, async () => {
    await page.getByRole('button', { name: `Archiválás: ${first}` }).click();
    await page.locator('.fui-Toast').getByText(`${first} archiválva.`).waitFor();
    let names = await serviceNames(page, category);
    assert(!names.includes(first), `still listed after archiving: ${names.join(', ')}`);
    const region = page.getByRole('region', { name: category, exact: true });
    await region.getByRole('button', { name: 'Archivált szolgáltatások (1)' }).click();
    const archived = region.getByRole('list', { name: `${category} archivált szolgáltatásai` });
    await archived.getByText(first).waitFor();
    await settle(page);
    await shot('admin-services-archived');
    await archived.getByRole('button', { name: `Visszaállítás: ${first}` }).click();
    await page.locator('.fui-Toast').getByText(`${first} visszaállítva.`).waitFor();
    await page.getByRole('list', { name: `${category} szolgáltatásai`, exact: true }).locator(':scope > li').filter({ hasText: first }).waitFor();
    names = await serviceNames(page, category);
    assert(names.includes(first), `not back after restoring: ${names.join(', ')}`);
  }, problems);

  await step(`${width} copies a service (issue 41 §7): hidden, in the editor at once, at the end of the category`, async () => {
    const copy = `${first} (másolat)`;
    await page.getByRole('button', { name: `Egyéb műveletek: ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Másolás' }).click();
    await page.locator('.fui-Toast').getByText(`${first} másolata elkészült: rejtett és inaktív, amíg be nem kapcsolod.`).waitFor();
    const dialog = page.getByRole('dialog', { name: EDIT_DIALOG });
    const name = dialog.getByRole('textbox', { name: /^Név/ });
    await name.waitFor();
    assert((await name.inputValue()) === copy, `the copy opened as "${await name.inputValue()}"`);
    const limit = dialog.getByRole('textbox', { name: /Férőhelyek száma/ });
    assert((await limit.inputValue()) === '12', `the copy's limit is ${await limit.inputValue()}, not the source's 12`);
    await dialog.getByRole('button', { name: 'Mentés', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const names = await serviceNames(page, category);
    assert(names.at(-1) === copy, `the copy is not last: ${names.join(', ')}`);
    const row = page.getByRole('list', { name: `${category} szolgáltatásai` }).locator(':scope > li').filter({ hasText: copy });
    await row.getByText('Rejtett', { exact: true }).waitFor();
    await row.getByText('0/12 hely foglalt').waitFor();
    await checkNoHorizontalScroll(page);
  }, problems);

  await step(`${width} moves the copy to another category, then deletes a category once it is empty`, async () => {
    const copy = `${first} (másolat)`;
    const target = `Áthelyezési cél ${width}`;
    await page.getByRole('button', { name: 'Új kategória', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Új kategória' });
    await create.getByLabel('Kategória neve').fill(target);
    await create.getByRole('button', { name: 'Létrehozás' }).click();
    const region = page.getByRole('region', { name: target, exact: true });
    await region.waitFor();
    await create.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Egyéb műveletek: ${copy}` }).click();
    await page.getByRole('menuitem', { name: 'Áthelyezés másik kategóriába' }).click();
    const dialog = page.getByRole('dialog', { name: `${copy} áthelyezése` });
    await dialog.getByRole('combobox', { name: /Kategória/ }).selectOption({ label: target });
    await settle(page);
    await shot('admin-services-move', false);
    await dialog.getByRole('button', { name: 'Áthelyezés', exact: true }).click();
    await page.locator('.fui-Toast').getByText(`${copy} áthelyezve ide: ${target}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert((await serviceNames(page, target)).join('|') === copy, 'the copy is not in the target category');
    assert(!(await serviceNames(page, category)).includes(copy), 'the copy is still in its old category');

    // With a service in it the category offers no deletion; moved back, it does.
    assert((await region.getByRole('button', { name: `Kategória törlése: ${target}` }).count()) === 0, 'a category with a service offers deletion');
    await page.getByRole('button', { name: `Egyéb műveletek: ${copy}` }).click();
    await page.getByRole('menuitem', { name: 'Áthelyezés másik kategóriába' }).click();
    const back = page.getByRole('dialog', { name: `${copy} áthelyezése` });
    await back.getByRole('combobox', { name: /Kategória/ }).selectOption({ label: category });
    await back.getByRole('button', { name: 'Áthelyezés', exact: true }).click();
    await back.waitFor({ state: 'detached' });
    await region.getByRole('button', { name: `Kategória törlése: ${target}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `${target} törlése` });
    await confirm.waitFor();
    await settle(page);
    await shot('admin-services-delete-category', false);
    await confirm.getByRole('button', { name: 'Kategória törlése' }).click();
    await page.locator('.fui-Toast').getByText(`${target} kategória törölve.`).waitFor();
    await region.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} approves a pending sign-up of a demo service and sees the green tint`, async () => {
    const { service, person, code } = APPROVALS[width];
    await page.getByRole('button', { name: `Jelentkezők: ${service}` }).click();
    const dialog = page.getByRole('dialog', { name: `Jelentkezők: ${service}` });
    const row = dialog.getByRole('row').filter({ hasText: person });
    await row.waitFor();
    assert((await row.getAttribute('data-tint')) === 'none', `${person} is not pending (tint ${await row.getAttribute('data-tint')})`);
    await settle(page);
    await shot('admin-services-signups', false);
    await row.getByRole('button', { name: `Jóváhagyás: ${person}` }).click();
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('tr[data-tint]')].some((tr) => tr.textContent.includes(name) && tr.getAttribute('data-tint') === 'green'),
      person,
    );
    await row.getByText(/^Jóváhagyta: /).waitFor();
    if (code) await row.getByText(code).waitFor();
    await checkNoHorizontalScroll(page);
    await shot('admin-services-approved', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} the waitlist tints grey, with the priority mark`, async () => {
    await page.getByRole('button', { name: 'Jelentkezők: Robotika műhely' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jelentkezők: Robotika műhely' });
    const waiting = dialog.locator('tr[data-tint="grey"]');
    await waiting.first().waitFor();
    assert((await waiting.count()) === 2, `${await waiting.count()} waitlisted rows instead of 2`);
    await waiting.filter({ hasText: 'Tanár Demó' }).getByText('elsőbbséget kért').waitFor();
    await settle(page);
    await shot('admin-services-waitlist', false);
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} the coupon section shows how many codes are left`, async () => {
    await page.getByRole('button', { name: 'Szerkesztés: Felhő-alapismeretek vizsgakupon' }).click();
    const dialog = page.getByRole('dialog', { name: EDIT_DIALOG });
    const left = dialog.getByText(/^Felhasználható kódok: \d+ \/ 5$/);
    await left.waitFor();
    await left.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('admin-services-coupon', false);
    await dialog.getByRole('button', { name: 'Mentés', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }, problems);

  await step(`${width} a long category shows its first 8 and reads the rest from the server`, async () => {
    const long = `Hosszú kategória ${width}`;
    await addLongCategory(baseUrl, long, 10);
    await page.reload({ waitUntil: 'networkidle' });
    await expectHeading(page, HEADING);
    let names = await serviceNames(page, long);
    assert(names.length === 8, `the long category shows ${names.length} services at first`);
    const region = page.getByRole('region', { name: long, exact: true });
    const asked = page.waitForResponse((r) => r.url().includes('/api/admin/servicegroups?group=') && r.request().method() === 'GET');
    const showAll = region.getByRole('button', { name: 'Mind a 10 szolgáltatás mutatása', exact: true });
    await showAll.scrollIntoViewIfNeeded();
    await showAll.click();
    assert((await asked).ok(), 'the category page was refused');
    await region.getByText(`${long} 10.`, { exact: true }).waitFor();
    names = await serviceNames(page, long);
    assert(names.length === 10 && names[9] === `${long} 10.`, `the unfolded category shows ${names.join(', ')}`);
    await checkNoHorizontalScroll(page);
    // From the top, so no row sits under the sticky top bar (which axe counts as an obscured target).
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('admin-services-category-unfolded');
    await region.getByRole('button', { name: 'Kevesebb mutatása', exact: true }).click();
    names = await serviceNames(page, long);
    assert(names.length === 8, `the folded category shows ${names.length} services`);
  }, problems);

  await context.close();
}

export default async function adminServices(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  for (const viewport of [...WIDTHS].reverse()) await runAtWidth(harness, baseUrl, viewport);
}
