import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JobQueue } from '../../backend/src/platform/jobs/job-queue.port';
import { api, bootApp, logIn, TestApp } from './support/boot';
import { createService, openService, signUp } from './support/catalogue';
import { sightings, textsFound } from './support/data-dir-scan';
import { outbox, waitForMail } from './support/mail';
import { apply, codeFromMail, importSchools } from './support/members';

/**
 * Issue 22 §1: once a person is erased, by themselves or by staff, no file of the running server's data
 * dir holds their e-mail, names, phone or education id: not the SQLite log's WAL, not a mail in the
 * outbox (activation and reset links among them), not a claim marker, not a file name. The values are
 * found nowhere else, so any sighting is theirs; before the erasure each one is found, so the scan sees.
 */
describe('an erasure reaches the disk', () => {
  let app: TestApp;
  let admin: string;
  let schools: Record<string, string>;

  // Self-erasure: applied, activated by staff, set a password from the mail, chose a nickname, signed
  // up for two services, let a partner site in, and asked for a password reset link.
  const kunigunda = {
    firstName: 'Kunigunda',
    lastName: 'Felejtővári',
    nickName: 'Gundikunka',
    email: 'kunigunda.felejtovari@example.org',
    phone: '+36 70 431 9876',
    personalId: '73456129085',
    password: 'Kunigunda-jelszava-7',
  };
  // Staff erasure: imported by staff, completed the sign-up from the mailed link (another phone, the
  // education id), activated; staff then changed the address and the phone; signed up; asked for a reset.
  const bonifac = {
    firstName: 'Bonifác',
    lastName: 'Nyomtalanházi',
    firstEmail: 'bonifac.regicim@example.org',
    email: 'bonifac.nyomtalan@example.org',
    phones: ['+36 20 864 2097', '+36 30 555 7319', '+36 1 246 8097'],
    personalId: '79213450681',
    password: 'Bonifac-jelszava-7',
  };
  // Stays: proves the scan reads the log (WAL included) and the outbox while the server runs.
  const tamara = { firstName: 'Tamara', lastName: 'Maradandó', email: 'tamara.maradando@example.org', phone: '+36 70 000 1357', zip: '7621', city: 'Pécs', schoolOm: '900002', personalId: '71234567897' };

  const tracesOf = {
    kunigunda: [kunigunda.email, kunigunda.firstName, kunigunda.lastName, kunigunda.nickName, kunigunda.phone, kunigunda.personalId],
    bonifac: [bonifac.firstEmail, bonifac.email, bonifac.firstName, bonifac.lastName, ...bonifac.phones, bonifac.personalId],
  };
  const scan = (texts: readonly string[]) => sightings(app.dataDir, texts).map(({ text, file, form }) => `${text} in ${file} (${form})`);

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schools = await importSchools(app, admin);
    expect((await apply(app, { ...tamara, schoolId: schools['900002'] })).status).toBe(201);
  });
  afterAll(() => app.destroy());

  /** Every claim marker in the outbox names a mail that is still there: none outlives its mail. */
  const orphanMarkers = () => {
    const outbox = join(app.dataDir, 'outbox');
    const mails = new Set(readdirSync(outbox));
    return readdirSync(join(outbox, '.sent')).filter((marker) => !mails.has(readFileSync(join(outbox, '.sent', marker), 'utf8')));
  };

  it('leaves nothing of a member who erases themselves', async () => {
    const { firstName, lastName, email: address, phone } = kunigunda;
    const applied = await apply(app, { firstName, lastName, email: address, phone, personalId: kunigunda.personalId, zip: '6720', city: 'Szeged', schoolOm: '900001', schoolId: schools['900001'] });
    expect(applied.status).toBe(201);
    const { body } = applied;
    await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: body.id } });
    const [activation] = await waitForMail(app, (m) => m.to === kunigunda.email && m.text.includes('/jelentkezes-veglegesites'));
    expect((await api(app, 'POST', '/user/setpassword', { body: { q: codeFromMail(activation.text, '/jelentkezes-veglegesites'), password: kunigunda.password } })).status).toBe(200);
    const token = await logIn(app, kunigunda.email, kunigunda.password);
    const { email, needsProfileCheck, personalId, schoolOm, ...profile } = (await api(app, 'GET', '/profile', { token })).body;
    expect((await api(app, 'PUT', '/profile', { token, body: { ...profile, nickName: kunigunda.nickName } })).status).toBe(200);
    expect((await signUp(app, token, await openService(app, admin, { name: 'Python alapok' }))).status).toBe(200);
    expect((await signUp(app, token, await createService(app, admin, { name: 'Robotika', active: true, hidden: false, needsApproval: true }))).status).toBe(200);
    await api(app, 'POST', '/admin/partners', { token: admin, body: { name: 'Kódkert Akadémia', origins: ['https://akademia.example'], data: ['name', 'email'], active: true } });
    expect((await api(app, 'POST', '/user/auth-request', { token, body: { url: 'https://akademia.example/belepes' } })).status).toBe(200);
    expect((await api(app, 'POST', '/user/password-reset-request', { body: { email: kunigunda.email } })).status).toBe(200);
    await waitForMail(app, (m) => m.to === kunigunda.email && m.text.includes('/jelszo-helyreallitas'));
    // Received, the activation link, two sign-ups and the reset link; and staff heard of the application.
    await waitForMail(app, (m) => m.to === kunigunda.email, { count: 5 });
    await waitForMail(app, (m) => m.text.includes(kunigunda.personalId));
    expect(textsFound(app.dataDir, tracesOf.kunigunda).sort()).toEqual([...tracesOf.kunigunda].sort());

    expect((await api(app, 'POST', '/profile/delete', { token, body: { password: kunigunda.password } })).status).toBe(200);

    expect(scan(tracesOf.kunigunda)).toEqual([]);
    expect(orphanMarkers()).toEqual([]);
    expect(textsFound(app.dataDir, [tamara.email, tamara.lastName, tamara.phone])).toHaveLength(3);
    // Nor does anything the erasure set going afterwards (their sign-ups freed on each service) bring them back.
    await app.app.get(JobQueue).drain();
    expect(scan(tracesOf.kunigunda)).toEqual([]);
  });

  it('leaves nothing of a member staff erase, under any address they had', async () => {
    const csv = `email,lastName,firstName,phone,zip,city\n${bonifac.firstEmail},${bonifac.lastName},${bonifac.firstName},${bonifac.phones[0]},7621,Pécs\n`;
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'tagok.csv');
    const imported = await fetch(`${app.url}/api/admin/users/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(await imported.json()).toEqual({ imported: 1, errors: [] });
    const [invite] = await waitForMail(app, (m) => m.to === bonifac.firstEmail && m.text.includes('/jelentkezes-folytatas'));
    const q = codeFromMail(invite.text, '/jelentkezes-folytatas');
    const completion = { q, schoolOm: '900002', phone: bonifac.phones[1], personalId: bonifac.personalId, password: bonifac.password };
    expect((await api(app, 'POST', '/user/complete-signup', { body: completion })).status).toBe(200);
    const { id } = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((user: { email: string }) => user.email === bonifac.firstEmail);
    await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: id } });
    await waitForMail(app, (m) => m.to === bonifac.firstEmail, { count: 2 });
    const contact = { firstName: bonifac.firstName, lastName: bonifac.lastName, email: bonifac.email, phone: bonifac.phones[2], zip: '7621', city: 'Pécs' };
    expect((await api(app, 'PUT', `/admin/users/${id}`, { token: admin, body: contact })).status).toBe(200);
    const token = await logIn(app, bonifac.email, bonifac.password);
    expect((await signUp(app, token, await openService(app, admin, { name: 'Webfejlesztés' }))).status).toBe(200);
    expect((await api(app, 'POST', '/user/password-reset-request', { body: { email: bonifac.email } })).status).toBe(200);
    await waitForMail(app, (m) => m.to === bonifac.email && m.text.includes('/jelszo-helyreallitas'));
    await waitForMail(app, (m) => m.to === bonifac.email, { count: 2 });
    expect(textsFound(app.dataDir, tracesOf.bonifac).sort()).toEqual([...tracesOf.bonifac].sort());

    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: id } })).status).toBe(200);

    expect(scan(tracesOf.bonifac)).toEqual([]);
    expect(orphanMarkers()).toEqual([]);
    expect(textsFound(app.dataDir, [tamara.email, tamara.lastName, tamara.phone])).toHaveLength(3);
    await app.app.get(JobQueue).drain();
    expect(scan(tracesOf.bonifac)).toEqual([]);
  });

  it('leaves no mail to a member whose address has a quoted local part (issue 38 §9)', async () => {
    // `"a b"@example.org` is an address the API takes; the outbox writes it `To: <"…"@example.org>`.
    const quoted = { firstName: 'Ottokár', lastName: 'Idézőjelesi', email: '"ottokar idezojeles"@example.org', phone: '+36 30 702 4816', password: 'Ottokar-jelszava-7' };
    const toThem = (mail: { to: string }) => mail.to.includes(quoted.email);
    const { firstName, lastName, email, phone } = quoted;
    const applied = await apply(app, { firstName, lastName, email, phone, personalId: '71234567897', zip: '6720', city: 'Szeged', schoolOm: '900001', schoolId: schools['900001'] });
    expect(applied.status).toBe(201);
    await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: applied.body.id } });
    const [activation] = await waitForMail(app, (m) => toThem(m) && m.text.includes('/jelentkezes-veglegesites'));
    expect((await api(app, 'POST', '/user/setpassword', { body: { q: codeFromMail(activation.text, '/jelentkezes-veglegesites'), password: quoted.password } })).status).toBe(200);
    const token = await logIn(app, email, quoted.password);
    // The seat's mail is caused by the service's event, not the member's: only its To names them.
    expect((await signUp(app, token, await openService(app, admin, { name: 'Adatbázisok' }))).status).toBe(200);
    await waitForMail(app, (m) => toThem(m) && m.subject.includes('Adatbázisok'));
    const traces = ['ottokar idezojeles', quoted.lastName, quoted.phone];
    expect(textsFound(app.dataDir, traces).sort()).toEqual([...traces].sort());

    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: applied.body.id } })).status).toBe(200);

    expect((await outbox(app)).filter(toThem).map((mail) => mail.subject)).toEqual([]);
    expect(scan(traces)).toEqual([]);
    expect(orphanMarkers()).toEqual([]);
  });

  it('names no mail in the outbox after anyone', async () => {
    const names = readdirSync(join(app.dataDir, 'outbox'));
    expect(names.filter((name) => name.endsWith('.eml')).length).toBeGreaterThan(0);
    expect(names.filter((name) => /example|tamara|marad/i.test(name))).toEqual([]);
  });
});
