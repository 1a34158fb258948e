import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READ_MODEL_SNAPSHOT } from '../../backend/src/platform/adapters';
import { api, bootApp, logIn, TestApp, tempDataDir } from './support/boot';
import { createService, signUp } from './support/catalogue';
import { importSchools, registeredMember } from './support/members';

/**
 * Issue 24 §5: an embedded start loads the read models' snapshot written at the last clean stop and
 * catches up from its position; what staff and members read after it is what they read before, and an
 * erased member is in no snapshot.
 */
/** The snapshot is the memory store's: READ_STORE=sqlite keeps the read models in a file of their own. */
const MEMORY_STORE = { LOGIN_RATE_LIMIT: '1000', READ_STORE: 'memory' };

describe('a start from the read models’ snapshot', () => {
  const dataDir = tempDataDir();
  let app: TestApp;
  const snapshot = () => readFileSync(join(dataDir, READ_MODEL_SNAPSHOT), 'utf8');

  afterAll(() => app.destroy());

  it('shows staff and members after a clean stop what they saw before it, and goes on from there', async () => {
    app = await bootApp(MEMORY_STORE, dataDir);
    let admin = await logIn(app);
    const schools = await importSchools(app, admin);
    const member = await registeredMember(app, admin, schools['900001'], 'kiss.anna@example.org');
    const serviceId = await createService(app, admin, { name: 'Python alapok', active: true, hidden: false, limit: 10 });
    expect((await signUp(app, member.token, serviceId)).status).toBe(200);
    const before = {
      users: (await api(app, 'GET', '/admin/users', { token: admin })).body,
      service: (await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin })).body,
      services: (await api(app, 'GET', '/services', { token: member.token })).body,
    };
    await app.stop();
    expect(snapshot()).toContain('kiss.anna@example.org');

    app = await bootApp(MEMORY_STORE, dataDir);
    admin = await logIn(app);
    expect((await api(app, 'GET', '/admin/users', { token: admin })).body).toEqual(before.users);
    expect((await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin })).body).toEqual(before.service);
    const token = await logIn(app, 'kiss.anna@example.org', 'Tanar-jelszo-1');
    expect((await api(app, 'GET', '/services', { token })).body).toEqual(before.services);
    // Appends after the start reach the read models loaded from the snapshot.
    const second = await registeredMember(app, admin, schools['900002'], 'nagy.bela@example.org');
    expect((await signUp(app, second.token, serviceId)).status).toBe(200);
    expect((await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin })).body.userCount).toBe(before.service.userCount + 1);
  });

  it('holds no member staff erased, and the start after it does not bring them back', async () => {
    const admin = await logIn(app);
    const erased = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((user: { email: string }) => user.email === 'nagy.bela@example.org');
    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: erased.id } })).status).toBe(200);
    // Overwritten and removed in the erasure (rewriting it there held the server for seconds at scale);
    // the clean stop writes the next one, without them.
    expect(existsSync(join(dataDir, READ_MODEL_SNAPSHOT))).toBe(false);
    await app.stop();
    expect(snapshot()).not.toContain('nagy.bela@example.org');

    app = await bootApp(MEMORY_STORE, dataDir);
    const emails = (await api(app, 'GET', '/admin/users', { token: await logIn(app) })).body.map((user: { email: string }) => user.email);
    expect(emails).toContain('kiss.anna@example.org');
    expect(emails).not.toContain('nagy.bela@example.org');
  });
});
