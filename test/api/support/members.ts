import { api, logIn, TestApp } from './boot';
import { solveBotCheck } from './bot-check';
import { waitForMail } from './mail';

export const SCHOOLS_CSV = 'OM azonosító;Intézmény neve;Település\n900001;Példa Informatikai Technikum;Szeged\n900002;Minta Gimnázium;Pécs\n';

/** Imports the demo schools as the admin and answers their ids by OM. */
export async function importSchools(app: TestApp, adminToken: string): Promise<Record<string, string>> {
  const form = new FormData();
  form.append('file', new Blob([SCHOOLS_CSV], { type: 'text/csv' }), 'iskolak.csv');
  const response = await fetch(`${app.url}/api/admin/schools/import`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  if (!response.ok) throw new Error(`school import failed: ${await response.text()}`);
  const schools = (await api(app, 'GET', '/admin/schools', { token: adminToken })).body as Array<{ id: string; om: string }>;
  return Object.fromEntries(schools.map((school) => [school.om, school.id]));
}

export const application = (schoolId: string, email = 'kiss.anna@example.org') => ({
  firstName: 'Anna',
  lastName: 'Kiss',
  email,
  phone: '+36 30 123 4567',
  zip: '6720',
  city: 'Szeged',
  schoolOm: '900001',
  personalId: '71234567897',
  schoolId,
});

export async function apply(app: TestApp, body: Record<string, unknown>) {
  return api(app, 'POST', '/user/create', { body: { ...body, recaptcha: await solveBotCheck(app) } });
}

/** The `q` of the first link in a mail's text that points at `path`. */
export function codeFromMail(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?q=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

/** Applies, gets activated by the admin, sets a password from the mailed link; answers the member's token. */
export async function registeredMember(app: TestApp, adminToken: string, schoolId: string, email: string, password = 'Tanar-jelszo-1'): Promise<{ id: string; token: string }> {
  const { body } = await apply(app, application(schoolId, email));
  await api(app, 'POST', '/admin/users/activate', { token: adminToken, body: { userId: body.id } });
  const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelentkezes-veglegesites'));
  await api(app, 'POST', '/user/setpassword', { body: { q: codeFromMail(mail.text, '/jelentkezes-veglegesites'), password } });
  return { id: body.id, token: await logIn(app, email, password) };
}
