// Member services journey (issue 4): on the demo catalogue, at phone and desktop widths, the
// sub-page access cases (401, 403 with the jump to the service, 404, the public page's share box),
// card links through sign-in, members-only downloads; then a member answers the radio question,
// signs up through the confirmation, waits for approval, an admin approves over the API, and the
// member sees 'Jelentkezve' and the coupon code.
import { ADMIN_EMAIL, ADMIN_PASSWORD, WIDTHS, assert, checkNoHorizontalScroll, expectHeading } from '../support/harness.mjs';

export const title = 'member services';

const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };
const MEMBERS_ONLY_BANNER = 'Ez a tartalom csak klubtagok számára elérhető.';
const COPIED = 'A link a vágólapra került.';

/** Services this journey adds as an admin next to the demo catalogue. */
const COUPON = {
  name: 'Felhő-vizsgakupon – tavaszi kör',
  subPageUrl: 'felho-vizsgakupon-tavasz',
  radio: ['Online vizsgázom', 'Vizsgaközpontban vizsgázom'],
  codes: ['TAVASZ-2026-K1', 'TAVASZ-2026-K2', 'TAVASZ-2026-K3'],
};
const INVITATION = { name: 'Meghívásos műhely mentortanároknak' };

// ---- API helpers (Node, outside the browser) -------------------------------------------------

function apiClient(baseUrl) {
  async function call(method, path, { token, body } = {}) {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    const text = await response.text();
    assert(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }
  const login = async (email, password) => (await call('POST', '/user/login', { body: { email, password } })).jwt;
  return { call, login };
}

const subject = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).sub;

/** Adds the two services the journey needs; answers their ids. */
async function prepareCatalogue(api, adminToken) {
  const groups = await api.call('GET', '/admin/servicegroups', { token: adminToken });
  const serviceGroupId = groups[0].id;

  const coupon = await api.call('POST', '/admin/services', { token: adminToken, body: { serviceGroupId } });
  await api.call('PUT', '/admin/services', {
    token: adminToken,
    body: {
      id: coupon.id,
      name: COUPON.name,
      description: 'Ingyenes vizsgakupon a tavaszi vizsgaidőszakra, jóváhagyás után.',
      text: '<p>A kupont a jóváhagyás után itt, a szolgáltatás adatlapján látod.</p>',
      active: true,
      hidden: false,
      limit: 10,
      needsApproval: true,
      type: 1,
      codeTableName: 'Tavaszi kuponok',
      codeDescription: 'A kóddal a vizsga díjmentesen letehető 2026. június 30-ig.',
      radio: true,
      radio1Text: COUPON.radio[0],
      radio2Text: COUPON.radio[1],
      hasSubPage: true,
      subPagePublic: false,
      subPageUrl: COUPON.subPageUrl,
      subPageText: '<h2>Vizsgatudnivalók</h2><p>A vizsga menete és a kupon beváltása.</p>',
    },
  });
  await api.call('POST', `/admin/services/${coupon.id}/codes`, { token: adminToken, body: { codes: COUPON.codes } });
  const file = new FormData();
  file.append('file', new Blob(['A vizsga menete: regisztráció, időpontfoglalás, kupon beváltása.\n'.repeat(40)], { type: 'text/plain' }), 'vizsgatudnivalok.txt');
  await api.call('POST', `/admin/services/${coupon.id}/upload`, { token: adminToken, body: file });

  // New services start hidden: this one stays hidden, reachable only by its card link.
  const invitation = await api.call('POST', '/admin/services', { token: adminToken, body: { serviceGroupId } });
  await api.call('PUT', '/admin/services', {
    token: adminToken,
    body: { id: invitation.id, name: INVITATION.name, active: true, description: 'Csak meghívó linkkel érhető el.' },
  });
  return { couponId: coupon.id, invitationId: invitation.id };
}

// ---- browser helpers --------------------------------------------------------------------------

/** Expected error answers of this journey: sub-page access checks. */
const allowHttp = (response) =>
  /\/api\/materials\/services\//.test(response.url()) && [401, 403, 404].includes(response.status());

async function signInThroughDialog(page) {
  const dialog = page.getByRole('dialog', { name: 'Bejelentkezés' });
  await dialog.getByLabel('E-mail-cím', { exact: true }).fill(MEMBER.email);
  await dialog.getByLabel('Jelszó', { exact: true }).fill(MEMBER.password);
  await dialog.getByRole('button', { name: 'Bejelentkezés' }).click();
}

const card = (page, name) => page.getByRole('article', { name, exact: true });

async function chipsOf(page, name) {
  return card(page, name).getByRole('list', { name: 'Állapot' }).getByRole('listitem').allInnerTexts();
}

async function openServiceDialog(page, name) {
  await card(page, name).getByRole('button', { name: 'Részletek' }).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  await page.waitForTimeout(300); // entrance animation, for steady screenshots
  return dialog;
}

async function closeDialog(page, dialog) {
  await dialog.getByRole('button', { name: 'Bezárás' }).click();
  await dialog.waitFor({ state: 'detached' });
}

// ---- phase A: at each width ------------------------------------------------------------------

async function accessCases(harness, baseUrl, viewport, ids) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px`);
  const { context, page, problems, shot, checkA11y } = await harness.openPage(viewport, { allowHttp });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

  await step(`${width} anonymous on a members-only sub-page lands on /tanar-vagyok with the banner`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/python-alapok`, { waitUntil: 'networkidle' });
    await page.getByText(MEMBERS_ONLY_BANNER).waitFor();
    assert(new URL(page.url()).pathname === '/tanar-vagyok', `landed on ${page.url()}`);
  }, problems);

  await step(`${width} anonymous on a public sub-page: content and files, no back link, no share box`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/webfejlesztes`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Webfejlesztés a középiskolában');
    const link = page.getByRole('link', { name: 'tananyag.pdf' });
    assert(/\/klub\/szolgaltatasok\/webfejlesztes\/letoltesek\//.test(await link.getAttribute('href')), 'public file link');
    assert((await page.getByRole('link', { name: 'Vissza a szolgáltatásokhoz' }).count()) === 0, 'back link shown to a visitor');
    assert((await page.getByRole('region', { name: 'Oszd meg kollégáiddal' }).count()) === 0, 'share box shown to a visitor');
    const download = await fetch(`${baseUrl}${await link.getAttribute('href')}`);
    assert(download.ok, `public file answered ${download.status}`);
    await checkNoHorizontalScroll(page);
    await checkA11y('sub-page-public');
  }, problems);

  await step(`${width} a card link while signed out: sign in, then the (hidden) service's dialog opens`, async () => {
    await page.goto(`${baseUrl}/klub/kartya/${ids.invitationId}`, { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Bejelentkezés' }).waitFor();
    assert(new URL(page.url()).pathname === '/', `login over ${page.url()}`);
    await signInThroughDialog(page);
    const dialog = page.getByRole('dialog', { name: INVITATION.name });
    await dialog.waitFor();
    assert(new URL(page.url()).pathname === '/klub/szolgaltatasok', `landed on ${page.url()}`);
    await dialog.getByRole('button', { name: 'Jelentkezem' }).waitFor();
    await page.waitForTimeout(300);
    await shot('card-link-dialog', false);
    await closeDialog(page, dialog);
  }, problems);

  await step(`${width} a member not signed up gets the 403 page; its jump opens the service`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/${COUPON.subPageUrl}`, { waitUntil: 'networkidle' });
    await expectHeading(page, COUPON.name);
    await page.getByText(/a szolgáltatásra jelentkezett klubtagoknak szól/).waitFor();
    await checkNoHorizontalScroll(page);
    await shot('sub-page-403');
    await page.getByRole('link', { name: 'Tovább a szolgáltatáshoz' }).click();
    const dialog = page.getByRole('dialog', { name: COUPON.name });
    await dialog.waitFor();
    assert(new URL(page.url()).pathname === '/klub/szolgaltatasok', `landed on ${page.url()}`);
    await closeDialog(page, dialog);
  }, problems);

  await step(`${width} an unknown sub-page says 'A kért oldal nem található.'`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/nincs-ilyen-oldal`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'A kért oldal nem található.');
    await shot('sub-page-404');
  }, problems);

  await step(`${width} a public sub-page offers a signed-in member the share box; 'copied' lasts 4 s`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/webfejlesztes`, { waitUntil: 'networkidle' });
    const box = page.getByRole('region', { name: 'Oszd meg kollégáiddal' });
    const link = await box.getByLabel('Az oldal linkje').inputValue();
    assert(link === `${baseUrl}/klub/szolgaltatasok/webfejlesztes`, `share link ${link}`);
    await page.getByRole('link', { name: 'Vissza a szolgáltatásokhoz' }).waitFor();
    await box.getByRole('button', { name: 'Link másolása' }).click();
    const notice = box.getByRole('status');
    await notice.getByText(COPIED).waitFor();
    const copiedAt = Date.now();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    assert(clipboard === link, `clipboard holds ${clipboard}`);
    await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - copiedAt)));
    assert((await notice.innerText()).includes(COPIED), 'the notice went away before 4 s');
    await page.waitForFunction(
      (text) => !document.body.innerText.includes(text),
      COPIED,
      { timeout: 2000 },
    );
    const shownFor = Date.now() - copiedAt;
    assert(shownFor < 5000, `the notice stayed ${shownFor} ms`);
    // Copied again for the picture and the accessibility check, which take longer than the notice lasts.
    await box.getByRole('button', { name: 'Link másolása' }).click();
    await notice.getByText(COPIED).waitFor();
    await shot('sub-page-share');
  }, problems);

  await step(`${width} a members-only sub-page: back link, files in KB, downloads with a token`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/python-alapok`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Python alapok tanároknak');
    await page.getByRole('link', { name: 'Vissza a szolgáltatásokhoz' }).waitFor();
    const files = page.getByRole('region', { name: 'Letölthető fájlok' });
    await files.getByText(/^(< 1|\d+) KB$/).first().waitFor();
    await checkNoHorizontalScroll(page);
    await shot('sub-page-members');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'feladatlap-1-het.txt' }).click(),
    ]);
    assert(/letoltesek\/[^?]+\?token=/.test(download.url()), `download without token: ${download.url()}`);
    assert(download.suggestedFilename() === 'feladatlap-1-het.txt', `file name ${download.suggestedFilename()}`);
    assert((await download.failure()) === null, `download failed: ${await download.failure()}`);
  }, problems);

  await context.close();
}

// ---- phase B: the sign-up and approval ---------------------------------------------------------

async function signUpAndApproval(harness, baseUrl, viewport, api, adminToken, memberToken, ids) {
  const { step } = harness;
  const { width } = viewport;
  console.log(`\n${width} px: sign-up and approval`);
  const { context, page, problems, shot } = await harness.openPage(viewport, { allowHttp });

  await step(`${width} the member signs in and opens Szolgáltatások`, async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Klub', exact: true }).click();
    await signInThroughDialog(page);
    await page.getByRole('heading', { level: 1, name: /^Szia, .+!$/ }).waitFor();
    await page.getByRole('link', { name: /Szolgáltatások/ }).first().click();
    await expectHeading(page, 'Szolgáltatások');
  }, problems);

  await step(`${width} the cards show the chips of the demo states`, async () => {
    const expected = {
      'Felhő-alapismeretek vizsgakupon': ['Jelentkezve'],
      'Mesterséges intelligencia az órán': ['Jóváhagyás alatt'],
      'Robotika műhely': ['Várólistán'],
      'Mentorlátogatás partnercégnél': ['Elutasítva'],
      'Tavaszi meetup Szegeden': ['Betelt'],
      'Nyári tábor 2026': ['Nem elérhető'],
      'Webfejlesztés a középiskolában': ['Elérhető'],
      'Zártkörű mentorprogram': ['Jelentkezve'],
      [COUPON.name]: ['Elérhető', 'Jóváhagyás szükséges'],
    };
    await card(page, 'Python alapok tanároknak').waitFor();
    for (const [name, chips] of Object.entries(expected)) {
      const shown = await chipsOf(page, name);
      assert(JSON.stringify(shown) === JSON.stringify(chips), `${name}: ${JSON.stringify(shown)} instead of ${JSON.stringify(chips)}`);
    }
    assert((await card(page, 'Adatbázis-kezelés webinárium (2025)').count()) === 0, 'an archived service is listed');
    assert((await card(page, INVITATION.name).count()) === 0, 'a hidden service without a sign-up is listed');
    await checkNoHorizontalScroll(page);
    await shot('services');
  }, problems);

  await step(`${width} the approved coupon service shows the member's code`, async () => {
    const dialog = await openServiceDialog(page, 'Felhő-alapismeretek vizsgakupon');
    const code = dialog.getByRole('region', { name: 'A kódod' });
    assert(/FELHO-2026-[A-Z0-9]{4}/.test(await code.innerText()), `no code: ${await code.innerText()}`);
    await shot('service-dialog-code', false);
    await closeDialog(page, dialog);
  }, problems);

  await step(`${width} the member answers the radio question and signs up through the confirmation`, async () => {
    const dialog = await openServiceDialog(page, COUPON.name);
    const apply = dialog.getByRole('button', { name: 'Jelentkezem' });
    assert(await apply.isDisabled(), "'Jelentkezem' is enabled before the radio question is answered");
    assert((await dialog.getByRole('link', { name: 'Tartalom megtekintése' }).count()) === 0, "'view content' before signing up");
    await dialog.getByRole('radio', { name: COUPON.radio[1] }).check();
    assert(await apply.isEnabled(), "'Jelentkezem' stays disabled after answering");
    await page.waitForTimeout(300); // the button's colour transition, for the screenshot
    await shot('service-dialog-radio', false);
    await apply.click();
    const confirm = page.getByRole('dialog', { name: 'Jelentkezés megerősítése' });
    await confirm.getByText(`Biztosan jelentkezel erre a szolgáltatásra: ${COUPON.name}?`).waitFor();
    await shot('service-confirm', false);
    await confirm.getByRole('button', { name: 'Igen, jelentkezem' }).click();
    const details = page.getByRole('dialog', { name: COUPON.name });
    await details.getByRole('list', { name: 'Állapot' }).getByText('Jóváhagyás alatt').waitFor();
    // The answer given reads as text now, not as a greyed-out choice.
    const given = details.getByRole('region', { name: 'A jelentkezéskor választott lehetőség' });
    assert((await given.innerText()).includes(COUPON.radio[1]), 'the answer is not kept');
    assert((await details.getByRole('radio').count()) === 0, 'the radio question can still be answered');
    await details.getByRole('link', { name: 'Tartalom megtekintése' }).waitFor();
    assert((await details.getByRole('region', { name: 'A kódod' }).count()) === 0, 'a code before approval');
    await closeDialog(page, details);
    await card(page, COUPON.name).getByText('Jóváhagyás alatt').waitFor();
  }, problems);

  await step(`${width} awaiting approval, the content sub-page opens with its token-protected file`, async () => {
    await page.goto(`${baseUrl}/klub/szolgaltatasok/${COUPON.subPageUrl}`, { waitUntil: 'networkidle' });
    await expectHeading(page, COUPON.name);
    await page.getByRole('heading', { level: 2, name: 'Vizsgatudnivalók' }).waitFor();
    const files = page.getByRole('region', { name: 'Letölthető fájlok' });
    await files.getByText('3 KB').waitFor(); // 2 840 bytes
    await page.goto(`${baseUrl}/klub/szolgaltatasok`, { waitUntil: 'networkidle' });
  }, problems);

  await step(`${width} an admin approves over the API; after a reload the member sees 'Jelentkezve' and the code`, async () => {
    const result = await api.call('POST', '/admin/userservice/approve', {
      token: adminToken,
      body: { userId: subject(memberToken), serviceId: ids.couponId },
    });
    assert(result.approved === true && result.rejected === false, `approve answered ${JSON.stringify(result)}`);
    await page.reload({ waitUntil: 'networkidle' });
    const chips = await chipsOf(page, COUPON.name);
    assert(JSON.stringify(chips) === '["Jelentkezve"]', `chips after approval: ${JSON.stringify(chips)}`);
    const dialog = await openServiceDialog(page, COUPON.name);
    const code = dialog.getByRole('region', { name: 'A kódod' });
    const text = await code.innerText();
    assert(COUPON.codes.some((c) => text.includes(c)), `code after approval: ${text}`);
    await shot('service-dialog-approved', false);
    await closeDialog(page, dialog);
  }, problems);

  await context.close();
}

/** A category longer than the list carries (6 cards, docs/decisions/0098): its name and services. */
const LONG_CATEGORY = { name: 'Nyári kurzusok', services: Array.from({ length: 9 }, (_, i) => `Nyári kurzus ${i + 1}.`) };

async function addLongCategory(api, adminToken) {
  const { id: serviceGroupId } = await api.call('POST', '/admin/servicegroups', { token: adminToken, body: { name: LONG_CATEGORY.name } });
  for (const name of LONG_CATEGORY.services) {
    const { id } = await api.call('POST', '/admin/services', { token: adminToken, body: { serviceGroupId } });
    await api.call('PUT', '/admin/services', { token: adminToken, body: { id, name, active: true, hidden: false, description: 'Egyhetes nyári kurzus.' } });
  }
}

async function phoneViews(harness, baseUrl, viewport, ids, api, adminToken) {
  const { step } = harness;
  const { width } = viewport;
  const { context, page, problems, shot } = await harness.openPage(viewport, { allowHttp });
  await step(`${width} the list and the approved coupon's dialog fit the phone`, async () => {
    await page.goto(`${baseUrl}/klub/kartya/${ids.couponId}`, { waitUntil: 'networkidle' });
    await signInThroughDialog(page);
    const dialog = page.getByRole('dialog', { name: COUPON.name });
    await dialog.getByRole('region', { name: 'A kódod' }).waitFor();
    await page.waitForTimeout(300);
    await shot('service-dialog-approved', false);
    await closeDialog(page, dialog);
    await checkNoHorizontalScroll(page);
    await shot('services');
  }, problems);
  await step(`${width} a long category shows its first 6 and loads the rest on demand`, async () => {
    await addLongCategory(api, adminToken);
    await page.goto(`${baseUrl}/klub/szolgaltatasok`, { waitUntil: 'networkidle' });
    const section = page.getByRole('list', { name: LONG_CATEGORY.name, exact: true });
    // The card link the member signed in through still opens its service's dialog here: close it.
    const coupon = page.getByRole('dialog', { name: COUPON.name });
    await coupon.getByRole('region', { name: 'A kódod' }).waitFor();
    await closeDialog(page, coupon);
    await section.waitFor();
    assert((await section.getByRole('article').count()) === 6, 'the long category does not show 6 cards at first');
    const more = page.getByRole('button', { name: 'Mind a 9 szolgáltatás mutatása', exact: true });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await card(page, LONG_CATEGORY.services[8]).waitFor();
    assert((await section.getByRole('article').count()) === 9, 'the unfolded category does not show its 9 cards');
    await page.getByRole('button', { name: 'Kevesebb mutatása', exact: true }).waitFor();
    await checkNoHorizontalScroll(page);
    await shot('services-category-unfolded', false);
  }, problems);
  await context.close();
}

export default async function memberServices(harness) {
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true' });
  const api = apiClient(baseUrl);
  const adminToken = await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const memberToken = await api.login(MEMBER.email, MEMBER.password);
  const demo = await api.call('GET', '/services', { token: memberToken });
  const names = demo.flatMap((group) => group.services.map((service) => service.name));
  assert(names.includes('Python alapok tanároknak'), `demo catalogue missing: ${names.join(', ')}`);
  const ids = await prepareCatalogue(api, adminToken);

  for (const viewport of WIDTHS) await accessCases(harness, baseUrl, viewport, ids);
  const desktop = WIDTHS.find((v) => v.width >= 1024) ?? WIDTHS.at(-1);
  const phone = WIDTHS.find((v) => v.width < 768) ?? WIDTHS[0];
  await signUpAndApproval(harness, baseUrl, desktop, api, adminToken, memberToken, ids);
  await phoneViews(harness, baseUrl, phone, ids, api, adminToken);
}
