import { api, bootApp, decodeJwt, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { endOf, listen, listenOnceFree, until } from './support/live';
import { waitForMail } from './support/mail';
import { apply, application, codeFromMail, importSchools, registeredMember } from './support/members';

const SESSION_ENDED = { topic: 'sessionEnded' };

/** Issue 22 §5: a live stream ends with the session, account or right it came from. */
describe('live streams end with their right', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  let members: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    // A second administrator, bootstrapped as an operator would: a new ADMIN_EMAIL on a restart.
    await (await bootApp({ ADMIN_EMAIL: 'masodik.admin@example.org', LOGIN_RATE_LIMIT: '1000' }, dataDir)).stop();
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' }, dataDir);
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
  });
  afterAll(() => app.destroy());

  it("closes every tab's stream of a member who signs out everywhere, telling each the session ended; others' stay", async () => {
    const [anna, bela] = members;
    const laptop = await tokenOf(app, anna);
    const tabs = await Promise.all([listen(app, anna.token), listen(app, anna.token), listen(app, laptop)]);
    const other = await listen(app, bela.token);

    expect((await api(app, 'POST', '/profile/sign-out-everywhere', { token: laptop })).status).toBe(200);

    for (const tab of tabs) expect(await endOf(tab)).toEqual(SESSION_ENDED);
    expect((await listen(app, anna.token)).response.status).toBe(401);
    const serviceId = await openService(app, admin, { name: 'Élő kijelentkezés' });
    await signUp(app, bela.token, serviceId);
    await until(() => other.notices.some((notice) => notice.topic === 'signup'));
    expect(other.endedByServer).toBe(false);
    await other.close();
  });

  it('closes the stream of a member who sets a new password, and that of a member who erases their own account', async () => {
    const email = 'uj.jelszo@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const before = await listen(app, token);
    await api(app, 'POST', '/user/password-reset-request', { body: { email } });
    const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    expect((await api(app, 'POST', '/user/password-reset', { body: { q: codeFromMail(mail.text, '/jelszo-helyreallitas'), password: 'Uj-jelszo-2026' } })).status).toBe(200);
    expect(await endOf(before)).toEqual(SESSION_ENDED);

    const signedInAgain = await logIn(app, email, 'Uj-jelszo-2026');
    const after = await listen(app, signedInAgain);
    expect(after.response.status).toBe(200);
    expect((await api(app, 'POST', '/profile/delete', { token: signedInAgain, body: { password: 'Uj-jelszo-2026' } })).status).toBe(200);
    expect(await endOf(after)).toEqual(SESSION_ENDED);
  });

  it("closes an erased member's stream: erased by staff, the member's stream hears nothing more", async () => {
    const cili = members[2];
    const tab = await listen(app, cili.token);
    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: cili.id } })).status).toBe(200);
    expect(await endOf(tab)).toEqual(SESSION_ENDED);
    expect(tab.notices).toEqual([SESSION_ENDED]);
  });

  it("stops staff notices to an admin who lost staff rights: disabled by another admin, their stream closes before it hears of it", async () => {
    const second = await logIn(app, 'masodik.admin@example.org', 'Admin-jelszo-2026');
    const [demoted, staying] = await Promise.all([listen(app, second), listen(app, admin)]);

    expect((await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: decodeJwt(second).sub } })).status).toBe(200);
    expect(await endOf(demoted)).toEqual(SESSION_ENDED);
    // The disabling is itself a staff notice ("members"): the admin who keeps their rights hears it, the other never does.
    await until(() => staying.notices.some((notice) => notice.topic === 'members'));
    expect(demoted.notices).toEqual([SESSION_ENDED]);

    await apply(app, application(schoolId, 'kesobbi.jelentkezo@example.org'));
    await until(() => staying.notices.filter((notice) => notice.topic === 'members').length >= 2);
    expect(demoted.notices).toEqual([SESSION_ENDED]);
    await staying.close();
  });
});

/** At most six streams per member (one per open tab) and LIVE_STREAM_LIMIT per server, each answered with Retry-After. */
describe('live streams are limited', () => {
  let app: TestApp;
  let members: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    app = await bootApp({ LIVE_STREAM_LIMIT: '7' }, dataDir);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
  });
  afterAll(() => app.destroy());

  it("answers a member's seventh stream 429 with Retry-After, and lets it in once one of their tabs closes", async () => {
    const [anna] = members;
    const tabs = await Promise.all(Array.from({ length: 6 }, () => listen(app, anna.token)));
    expect(tabs.map((tab) => tab.response.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const seventh = await listen(app, anna.token);
    expect(seventh.response.status).toBe(429);
    expect(seventh.response.headers.get('retry-after')).toBe('30');
    expect(seventh.refusal).toEqual({ statusCode: 429, message: 'TOO_MANY_REQUESTS' });

    await tabs[0].close();
    const again = await listenOnceFree(app, anna.token);
    expect(again.response.status).toBe(200);
    await Promise.all([again, ...tabs.slice(1)].map((tab) => tab.close()));
  });

  it('answers 503 with Retry-After once the server holds LIVE_STREAM_LIMIT streams, for anyone, until one closes', async () => {
    const [anna, bela, cili] = members;
    const open = [...(await Promise.all(Array.from({ length: 6 }, () => listenOnceFree(app, anna.token)))), await listenOnceFree(app, bela.token)];
    expect(open.map((tab) => tab.response.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);

    const refused = await listen(app, cili.token);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(refused.refusal).toEqual({ statusCode: 503, message: 'SERVICE_UNAVAILABLE' });

    await open.pop()!.close();
    const admitted = await listenOnceFree(app, cili.token);
    expect(admitted.response.status).toBe(200);
    await Promise.all([admitted, ...open].map((tab) => tab.close()));
  });

  it('lets the server stop with streams open: each ends without a word, for the tab to come back later', async () => {
    const tabs = await Promise.all(members.map((member) => listenOnceFree(app, member.token)));
    await app.stop();
    for (const tab of tabs) expect(await endOf(tab)).toBeUndefined();
    app = await bootApp({ LIVE_STREAM_LIMIT: '7' }, app.dataDir);
  });
});
