// Materials journey (issue 10): at phone and desktop widths, an admin builds a group with tags and
// three materials (one an uploaded PDF) and reorders them by keyboard, publishes the two with content
// (the empty one cannot be, issue 41 §2); a member sees only those two, filters by tag, saves
// the group for offline reading, loses the connection (the browser's offline switch *and* the API
// routes aborted, as the switch does not cut a service worker's own requests), reloads, still reads
// the list with its "as of" time and opens the saved PDF; signing out leaves no member data behind.
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading } from '../support/harness.mjs';

export const title = 'materials';

const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };
const PDF = Buffer.from(`%PDF-1.4\n${'% kitöltés\n'.repeat(300)}1 0 obj <</Type /Catalog>> endobj\n%%EOF\n`, 'latin1');

async function login(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  assert(response.ok, `login of ${email} answered ${response.status}`);
  return (await response.json()).jwt;
}

async function adminGroups(baseUrl, token) {
  return (await fetch(`${baseUrl}/api/admin/materials`, { headers: { authorization: `Bearer ${token}` } })).json();
}

/** Signs in by putting the token where the app keeps it ("stay signed in" off). */
async function signIn(page, baseUrl, jwt, path) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.evaluate((token) => sessionStorage.setItem('itk.jwt', token), jwt);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
}

async function runAtWidth(harness, baseUrl, viewport) {
  const { step } = harness;
  const { width } = viewport;
  const tag = `Robotika-${width}`;
  console.log(`\n${width} px`);
  const adminToken = await login(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);

  const admin = await harness.openPage(viewport);
  await step(`${width} the admin builds a group with tags and three materials, one an uploaded PDF`, async () => {
    const { page } = admin;
    await signIn(page, baseUrl, adminToken, '/klub/admin/tananyagok');
    await expectHeading(page, 'Tananyagok kezelése');
    const before = (await adminGroups(baseUrl, adminToken)).length;
    await page.getByRole('button', { name: 'Új csoport' }).click();
    const group = page.getByRole('region', { name: new RegExp(`^${before + 1}\\. csoport`) });
    await group.waitFor();
    const tags = group.getByRole('textbox', { name: 'Címkék' });
    await tags.fill(`${tag}; érettségi ;; ${tag}`);
    await tags.blur();
    await group.getByText('Mentve').waitFor();
    const named = page.getByRole('region', { name: new RegExp(`\\(${tag}, érettségi\\)`) });
    for (const [index, name] of ['Első óra', 'Második óra', 'Harmadik óra'].entries()) {
      await named.getByRole('button', { name: 'Új tananyag' }).click();
      const field = named.getByRole('textbox', { name: 'Név' }).nth(index);
      await field.waitFor();
      await field.fill(name);
      await field.blur();
      await named.getByRole('button', { name: `Áthelyezés: ${name}` }).waitFor();
    }
    const links = named.getByRole('textbox', { name: 'Link' });
    await links.nth(1).fill('https://example.org/masodik-ora');
    await links.nth(1).blur();
    await named.locator('input[type="file"]').first().setInputFiles({ name: 'Első óra.pdf', mimeType: 'application/pdf', buffer: PDF });
    await named.getByText(/Feltöltött fájl, \d+ KB/).waitFor();
    await admin.shot('admin-materials', true);
    const saved = (await adminGroups(baseUrl, adminToken)).find((g) => g.tags === `${tag};érettségi`);
    assert(saved, `the group with "${tag};érettségi" was not saved`);
    assert(saved.materials.map((m) => m.name).join('|') === 'Első óra|Második óra|Harmadik óra', `materials: ${saved.materials.map((m) => m.name)}`);
    assert(saved.materials[0].link.startsWith('/klub/tananyagok/letoltesek/'), 'the PDF is not a file of the site');
  }, admin.problems);

  await step(`${width} the admin moves the third material to the top by keyboard`, async () => {
    const { page } = admin;
    const named = page.getByRole('region', { name: new RegExp(`\\(${tag}, érettségi\\)`) });
    await named.getByRole('button', { name: 'Áthelyezés: Harmadik óra' }).focus();
    // dnd-kit moves the item in an animation frame after each key: give it the time a person would.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await page.waitForResponse((r) => r.url().endsWith('/api/admin/materials/reorder') || r.url().endsWith('/api/admin/materials')).catch(() => undefined);
    await page.waitForTimeout(500);
    const saved = (await adminGroups(baseUrl, adminToken)).find((g) => g.tags === `${tag};érettségi`);
    assert(saved.materials.map((m) => m.name).join('|') === 'Harmadik óra|Első óra|Második óra', `after the move: ${saved.materials.map((m) => m.name)}`);
    await checkNoHorizontalScroll(page);
  }, admin.problems);

  await step(`${width} the admin publishes the two with content; the empty one cannot be, and says why`, async () => {
    const { page } = admin;
    const named = page.getByRole('region', { name: new RegExp(`\\(${tag}, érettségi\\)`) });
    const row = (name) => named.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Áthelyezés: ${name}` }) });
    const empty = row('Harmadik óra').getByRole('button', { name: 'Közzététel' });
    assert((await empty.getAttribute('aria-disabled')) === 'true', 'an empty material can be published');
    const why = await empty.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent);
    assert(why === 'Közzététel előtt adj meg egy linket, vagy tölts fel egy fájlt.', `the disabled button's reason: ${why}`);
    for (const name of ['Első óra', 'Második óra']) {
      await row(name).getByText('Vázlat').waitFor();
      await row(name).getByRole('button', { name: 'Közzététel' }).click();
      await row(name).getByText('Közzétéve').waitFor();
      await row(name).getByRole('button', { name: 'Visszavonás' }).waitFor();
    }
    await row('Harmadik óra').getByText('Vázlat').waitFor();
    await admin.shot('admin-materials-published', true);
    const saved = (await adminGroups(baseUrl, adminToken)).find((g) => g.tags === `${tag};érettségi`);
    const states = saved.materials.map((m) => `${m.name}:${m.published}`).join('|');
    assert(states === 'Harmadik óra:false|Első óra:true|Második óra:true', `published: ${states}`);
    await checkNoHorizontalScroll(page);
  }, admin.problems);
  await admin.context.close();

  const member = await harness.openPage(viewport, {
    // Offline, the aborted API calls and the page's own reload fail on purpose.
    allowHttp: () => false,
  });
  const { page, context } = member;
  await step(`${width} a member filters by tag and saves the group for offline reading`, async () => {
    await signIn(page, baseUrl, await login(baseUrl, MEMBER.email, MEMBER.password), '/klub/tananyagok');
    await expectHeading(page, 'Tananyagok');
    await page.getByRole('button', { name: tag, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('cimke').includes(tag));
    const group = page.getByRole('region', { name: /^Tananyagcsoport/ });
    // The list re-renders after the address changes: wait for the filter to have applied.
    await page.waitForFunction(() => document.querySelectorAll('[role="region"][aria-label^="Tananyagcsoport"]').length === 1, null, { timeout: 10_000 });
    await group.getByRole('button', { name: 'Első óra', exact: true }).waitFor();
    // A document linked from elsewhere opens online only, as trello boards and videos do.
    await group.getByRole('listitem').filter({ hasText: 'Második óra' }).getByText('csak online').waitFor();
    // The draft never reaches the member's page (issue 41 §2).
    assert((await group.getByText('Harmadik óra').count()) === 0, 'a draft material is shown to the member');
    await group.getByRole('button', { name: 'Csoport mentése offline' }).click();
    await group.getByText('Offline elérhető').waitFor();
    await page.getByText(/1 fájl offline mentve/).waitFor();
    await member.shot('materials-saved', true);
    await checkNoHorizontalScroll(page);
  }, member.problems);

  await step(`${width} offline after a reload: the list with its time, and the saved PDF opens`, async () => {
    // The service worker must control the page before the connection goes.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload({ waitUntil: 'networkidle' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    assert(controlled, 'the service worker does not control the page after a reload');
    await context.route('**/api/**', (route) => route.abort());
    await context.setOffline(true);
    member.problems.length = 0;
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectHeading(page, 'Tananyagok');
    await page.getByText(/^Offline nézet – a lista \d{4}\. [a-zőúéáűöüó]+ \d{1,2}\. \d{1,2}:\d{2}-kor mentett állapota\.$/).waitFor();
    const group = page.getByRole('region', { name: /^Tananyagcsoport/ });
    // What is not saved on this device reads as unavailable, not as a link.
    assert((await group.getByRole('link', { name: 'Második óra' }).count()) === 0, 'an unsaved material is still a link offline');
    await group.getByRole('listitem').filter({ hasText: 'Második óra' }).getByText('offline nem érhető el').waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), group.getByRole('button', { name: 'Első óra', exact: true }).click()]);
    await popup.waitForURL(/^blob:/, { timeout: 10_000 });
    await member.shot('materials-offline', true);
    await popup.close();
    // Failed requests while offline are what this step is about.
    member.problems.length = 0;
  }, []);

  await step(`${width} signing out deletes every per-user cache`, async () => {
    // The API first: going online makes the page reload the list at once.
    await context.unroute('**/api/**');
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    // Calls the page made while the connection was still going away failed on purpose.
    member.problems.length = 0;
    await page.getByRole('button', { name: 'Klub', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Kijelentkezés' }).click();
    await expectHeading(page, 'Informatikatanárok klubja és mentorprogramja');
    await page.waitForFunction(async () => (await caches.keys()).every((name) => !name.startsWith('offline-')), null, { timeout: 5000 });
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('offline:')));
    assert(kept.length === 0, `kept after signing out: ${kept.join(', ')}`);
  }, member.problems);
  await context.close();
}

export default async function materials(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  for (const viewport of WIDTHS) await runAtWidth(harness, baseUrl, viewport);
}
