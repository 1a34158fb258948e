// Stored content never runs (issue 14 §4): a corpus of XSS vectors (the OWASP filter-evasion kind) is
// stored through every field a person writes that another person sees — service names, short and long
// texts and sub-page HTML, group names, a member's name, a company's application, material names and
// tags, a partner's name — and the pages that show them are opened as a member and as an admin in
// Chromium. A trap set before any page script counts calls of alert/confirm/prompt and every Content
// Security Policy violation; the journey demands zero of both, and the vectors shown as plain text.
import { ADMIN_EMAIL, ADMIN_PASSWORD, assert, expectHeading } from '../support/harness.mjs';

export const title = 'stored content never runs';

const MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };
const VIEWPORT = { width: 1280, height: 900 };

/** One line each (names refuse line breaks), at most 100 characters. */
const VECTORS = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(2)>',
  "'><script>alert(3)</script>",
  'javascript:alert(4)',
  '<a href="javascript:alert(5)">katt</a>',
  '<iframe srcdoc="<script>alert(6)</script>">',
  '<details open ontoggle=alert(7)>x</details>',
  "{{constructor.constructor('alert(8)')()}}",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>',
  '<a href="&#106;avascript:alert(10)">x</a>',
  '<object data="javascript:alert(11)"></object>',
  '<body onload=alert(12)>',
  '<input autofocus onfocus=alert(13)>',
  '<video><source onerror=alert(14)></video>',
];
const HTML = VECTORS.map((vector) => `<p>${vector}</p>`).join('\n');
const NAME = VECTORS[0];

/** Counts what a vector would do if it ran, before any script of the page (every frame). */
function trap() {
  window.__ran = [];
  for (const name of ['alert', 'confirm', 'prompt']) window[name] = (...args) => window.__ran.push(`${name}(${args.join(',')})`);
  document.addEventListener('securitypolicyviolation', (event) => window.__ran.push(`CSP ${event.violatedDirective} ${event.blockedURI}`));
}

async function call(baseUrl, method, path, token, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function ok(baseUrl, method, path, token, body) {
  const answer = await call(baseUrl, method, path, token, body);
  assert(answer.status < 300, `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const login = async (baseUrl, { email, password }) => (await ok(baseUrl, 'POST', '/user/login', undefined, { email, password })).jwt;

/** Stores the corpus through the API, as staff, a member and an applying company would. */
async function storeVectors(baseUrl, admin) {
  const group = await ok(baseUrl, 'POST', '/admin/servicegroups', admin, { name: VECTORS[1] });
  const service = await ok(baseUrl, 'POST', '/admin/services', admin, { serviceGroupId: group.id });
  await ok(baseUrl, 'PUT', '/admin/services', admin, {
    id: service.id, name: NAME, description: VECTORS.join(' '), text: HTML, active: true, hidden: false,
    hasSubPage: true, subPagePublic: true, subPageUrl: 'xss-proba', subPageText: HTML,
  });
  const members = await ok(baseUrl, 'GET', '/admin/users', admin);
  const member = (members.items ?? members).find((user) => user.email === MEMBER.email);
  assert(member, 'the demo member is missing');
  const detail = await ok(baseUrl, 'GET', `/admin/users/${member.id}`, admin);
  await ok(baseUrl, 'PUT', `/admin/users/${member.id}`, admin, {
    firstName: VECTORS[2].slice(0, 100), lastName: VECTORS[4], email: MEMBER.email, phone: detail.phone || '+36 30 123 4567', zip: detail.zip || '6720', city: VECTORS[3],
  });
  await ok(baseUrl, 'POST', '/company/create', undefined, {
    name: VECTORS[5], website: 'javascript:alert(15)', zip: '6720', city: VECTORS[6], contactName: VECTORS[7], contactEmail: 'ceg@example.org',
    contactPhone: '+36 30 123 4567', activities: HTML, teacherCount: 2, optionals: VECTORS.join(' '),
  });
  const materialGroup = await ok(baseUrl, 'POST', '/admin/materials/groups', admin, {});
  await ok(baseUrl, 'PUT', '/admin/materials/groups', admin, { id: materialGroup.id, tags: `${VECTORS[8]}; ${VECTORS[9]}` });
  const material = await ok(baseUrl, 'POST', '/admin/materials', admin, { materialGroupId: materialGroup.id });
  await ok(baseUrl, 'PUT', '/admin/materials', admin, { id: material.id, name: VECTORS[10], type: 'pdf', link: 'https://example.org/anyag.pdf' });
  // Published, so the member's page shows it (issue 41 §2).
  await ok(baseUrl, 'POST', '/admin/materials/publish', admin, { id: material.id });
  // A script link is refused outright: links keep only http(s) (and this site's files).
  const scripted = await call(baseUrl, 'PUT', '/admin/materials', admin, { id: material.id, link: 'javascript:alert(16)' });
  assert(scripted.status === 400, `a javascript: material link answered ${scripted.status}`);
  await ok(baseUrl, 'POST', '/admin/partners', admin, { name: VECTORS[11], origins: ['https://partner.example'], data: ['name'], active: true });
  return service.id;
}

export default async function storedXss(harness) {
  const { step } = harness;
  // The demo member signs in; no bot check stands between the company's application and the API.
  const { baseUrl } = await harness.startBackend({ SEED_DEMO: 'true', BOT_CHECK: 'off' });
  const admin = await login(baseUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  let serviceId = null;
  await step('the corpus is stored through every field people write for others to read', async () => {
    serviceId = await storeVectors(baseUrl, admin);
  });
  if (!serviceId) return;
  const member = await login(baseUrl, MEMBER);

  // The sanitised HTML keeps harmless <img src="x">: that image's 404 is expected, nothing else.
  const strayImage = (response) => response.status() === 404 && /\/x$/.test(new URL(response.url()).pathname);
  const pages = [
    ['member', member, `/klub/kartya/${serviceId}`, 'the service card and its details', 'dialog'],
    ['member', member, '/klub/szolgaltatasok', 'the services list', NAME],
    ['member', member, '/klub/szolgaltatasok/xss-proba', 'the sub-page', null],
    ['member', member, '/klub/tananyagok', 'the materials', VECTORS[10]],
    ['admin', admin, '/klub/admin/szolgaltatasok', 'the services admin', NAME],
    ['admin', admin, '/klub/admin/felhasznalok', 'the members table', VECTORS[3]],
    ['admin', admin, '/klub/admin/cegek', 'the companies table', VECTORS[5]],
    ['admin', admin, '/klub/admin/tananyagok', 'the materials admin', null],
    ['admin', admin, '/klub/admin/partnerek', 'the partners admin', VECTORS[11]],
    ['admin', admin, '/klub/admin/naplo', 'the audit trail', null],
  ];
  for (const [who, token, path, what, shownText] of pages) {
    const { context, page, problems, shot } = await harness.openPage(VIEWPORT, { allowHttp: strayImage });
    await context.addInitScript(trap);
    await step(`as ${who}, ${what} (${path}) runs none of the stored vectors`, async () => {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.evaluate((jwt) => sessionStorage.setItem('itk.jwt', jwt), token);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      if (shownText === 'dialog') await page.getByRole('dialog').waitFor();
      else if (shownText) await page.getByText(shownText, { exact: false }).first().waitFor();
      else await expectHeading(page, /.+/);
      // Give timers, lazy images and media a moment to misbehave.
      await page.waitForTimeout(700);
      const ran = await page.evaluate(() => window.__ran);
      assert(ran.length === 0, `ran or was blocked by the CSP: ${ran.join(' | ')}`);
      await shot(`xss-${who}-${path.split('/').filter(Boolean).join('-') || 'home'}`);
    }, problems);
    await context.close();
  }
}
