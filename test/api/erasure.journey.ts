import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { JobQueue } from '../../backend/src/platform/jobs/job-queue.port';
import { api, bootApp, logIn, TestApp } from './support/boot';
import { createService, signUp } from './support/catalogue';
import { outbox, waitForMail } from './support/mail';
import { apply, importSchools, registeredMember } from './support/members';

/** Erasure reaches everything (issue 12 §6): the log file, the read models, the trail and the queue. */
describe('erasure reaches everything', () => {
  let app: TestApp;
  let admin: string;
  let schools: Record<string, string>;

  // Plain ASCII, so a byte scan of the file finds it however it is stored.
  const person = { firstName: 'Zsuzsanna', lastName: 'Kicsodavan', email: 'zsuzsanna.kicsodavan@example.org', phone: '+36 70 987 6543' };
  const traces = [person.email, person.firstName, person.lastName, '987 6543', 'kicsoda.mas@example.org'];

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schools = await importSchools(app, admin);
  });
  afterAll(() => app.destroy());

  const jobRows = () => {
    const db = new Database(join(app.dataDir, 'events.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT id, data FROM jobs').all() as Array<{ id: string; data: string }>;
    } finally {
      db.close();
    }
  };

  it('sends nothing that was still queued for a person once they are erased', async () => {
    // The outbox cannot be written (a file stands where its folder goes): the application's mails wait for a retry.
    const outboxDir = join(app.dataDir, 'outbox');
    rmSync(outboxDir, { recursive: true, force: true });
    writeFileSync(outboxDir, 'not a folder');
    const { body } = await apply(app, { ...person, zip: '6720', city: 'Szeged', schoolOm: '900001', personalId: '71234567897', schoolId: schools['900001'] });
    const other = await apply(app, { ...person, firstName: 'Marad', lastName: 'Tag', email: 'marad.tag@example.org', phone: '+36 20 111 2222', zip: '6720', city: 'Szeged', schoolOm: '900001', personalId: '71234567897', schoolId: schools['900001'] });
    expect(JSON.stringify(jobRows())).not.toMatch(/zsuzsanna|Kicsodavan|987 6543/i);

    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: body.id } })).status).toBe(200);
    rmSync(outboxDir, { force: true });
    await app.app.get(JobQueue).drain();
    await waitForMail(app, (m) => m.to === 'marad.tag@example.org');
    const sent = await outbox(app);
    expect(sent.some((m) => m.to === person.email || m.text.includes(person.lastName))).toBe(false);
    // The staff notice about the one who stays went out; the one about the erased person did not.
    expect(sent.filter((m) => m.text.includes('Marad')).length).toBe(2);
    expect(other.status).toBe(201);
  });

  it('leaves no personal data in any stream but the person\'s own, which is gone', async () => {
    const member = await registeredMember(app, admin, schools['900001'], 'kicsoda.mas@example.org');
    const serviceId = await createService(app, admin, { name: 'Robotika', active: true, hidden: false });
    await signUp(app, member.token, serviceId);
    await api(app, 'GET', `/admin/users/${member.id}`, { token: admin });
    await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: member.id } });
    const events = await app.app.get(EventStore).readAll(0, 1_000_000);
    const outside = events.filter((e) => !/^(user|email|company)-/.test(e.streamId));
    expect(JSON.stringify(outside)).not.toMatch(/kicsoda\.mas|Kiss Anna|\+36 30 123 4567/);
    expect(JSON.stringify(events)).not.toContain('kicsoda.mas@example.org');
  });

  it('overwrites the erased bytes: neither the data file nor its WAL holds a trace, while the server runs', async () => {
    // The server checkpointed and truncated the WAL itself after each erasure (issue 22 §1).
    const file = join(app.dataDir, 'events.sqlite');
    const bytes = Buffer.concat([readFileSync(file), existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0)]);
    for (const trace of traces) expect(bytes.includes(Buffer.from(trace))).toBe(false);
    // The scan sees what is still there: the member who stays.
    expect(bytes.includes(Buffer.from('marad.tag@example.org'))).toBe(true);
  });
});
