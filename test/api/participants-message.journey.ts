import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { outbox, waitForMail } from './support/mail';

/** Issue 41 §7: staff write once to everyone signed up for a service, through the mail queue, kept on the trail. */
describe('a message to a service’s participants', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  let id: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    id = await openService(app, admin, { name: 'Robotika szakkör', limit: 2, waitlistAvailable: true });
    for (const m of people) await signUp(app, m.token, id);
  });
  afterAll(() => app.destroy());

  const send = (body: unknown, token = admin, serviceId = id) => api(app, 'POST', `/admin/services/${serviceId}/message`, { token, body });
  const message = { audience: 'seated', subject: 'Új helyszín: 12-es terem', text: 'Kedden a 12-es teremben leszünk.\n\nHozzatok laptopot!' };

  it('is the admins’ alone, and refuses a malformed message with field errors', async () => {
    expect((await send(message, '')).status).toBe(401);
    expect((await send(message, people[0].token)).status).toBe(403);
    const bad = await send({ audience: 'everyone', subject: 'Első sor\nmásodik', text: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['audience', 'subject', 'text']);
    expect((await send({ ...message, text: 'x'.repeat(5001) })).body.errors).toEqual([expect.objectContaining({ field: 'text', code: 'maxLength' })]);
    expect((await send(message, admin, 'nincs-ilyen')).status).toBe(404);
    expect(await outbox(app).then((mails) => mails.filter((m) => m.subject === message.subject))).toEqual([]);
  });

  it('mails each seated member once, in staff’s words, and leaves out the waitlist', async () => {
    expect((await send(message)).body).toEqual({ recipients: 2 });
    for (const m of people.slice(0, 2)) {
      const [mail] = await waitForMail(app, (x) => x.to === m.email && x.subject === message.subject);
      expect(mail.text).toContain('Kedden a 12-es teremben leszünk.');
      expect(mail.text).toContain('Hozzatok laptopot!');
      expect(mail.text).toContain('Ezt a levelet azért kaptad, mert jelentkeztél a „Robotika szakkör” szolgáltatásra.');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = (await outbox(app)).filter((m) => m.subject === message.subject);
    expect(sent.map((m) => m.to).sort()).toEqual([people[0].email, people[1].email].sort());
  });

  it('writes to the waitlist alone when asked, and keeps each message on the trail with its count', async () => {
    expect((await send({ ...message, audience: 'waitlisted', subject: 'Várólista' })).body).toEqual({ recipients: 1 });
    await waitForMail(app, (x) => x.to === people[2].email && x.subject === 'Várólista');
    const trail = (await api(app, 'GET', `/admin/audit?action=service.messaged&target=${id}`, { token: admin })).body;
    expect(trail.total).toBe(2);
  });

  it('refuses a message to nobody', async () => {
    const empty = await openService(app, admin, { name: 'Üres kör' });
    expect((await send(message, admin, empty)).body).toMatchObject({ statusCode: 409, message: 'NO_RECIPIENTS' });
  });
});
