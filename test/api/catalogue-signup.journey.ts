import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, eventually, memberCards, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { SITE_SENDER, waitForMail } from './support/mail';

describe('members sign up, wait, get promoted and withdraw (SPEC §4, issue 4 §4, §5, §8)', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  const member = (i: number) => people[i];
  const view = async (i: number, serviceId: string) => (await api(app, 'GET', `/services/${serviceId}`, { token: member(i).token })).body;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 6);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
  });
  afterAll(() => app.destroy());

  it('seats a member with the service’s own mail, and refuses a second sign-up', async () => {
    const id = await openService(app, admin, { name: 'Python alapok', limit: 10, emailSubject: 'Helyed van: {serviceName}', emailText: 'Kedves {firstName}!\n\nVárunk a(z) {serviceName} kurzuson.' });
    const seated = await signUp(app, member(0).token, id);
    expect(seated.status).toBe(200);
    expect(seated.body).toMatchObject({ id, signedUp: true, approved: true, rejected: false, onWaitlist: false, hasSignup: true, userCount: 1, full: false });
    const [mail] = await waitForMail(app, (m) => m.to === member(0).email && m.subject === 'Helyed van: „Python alapok”');
    expect(mail.text).toContain('Kedves Tanár0!');
    // The admin's "a(z) {serviceName}" reads as a sentence: the name in „…”, the article decided.
    expect(mail.text).toContain('Várunk a „Python alapok” kurzuson.');
    expect(mail.from).toBe(SITE_SENDER);
    expect(mail.text).toContain(`/klub/kartya/${id}`);
    expect(await signUp(app, member(0).token, id)).toMatchObject({ status: 409, body: { message: 'ALREADY_SIGNED_UP' } });
  });

  it('refuses inactive and unknown services, and malformed bodies', async () => {
    const inactive = await openService(app, admin, { name: 'Nyári tábor', active: false });
    expect(await signUp(app, member(0).token, inactive)).toMatchObject({ status: 409, body: { message: 'SERVICE_INACTIVE' } });
    expect(await signUp(app, member(0).token, 'nincs-ilyen')).toMatchObject({ status: 404, body: { message: 'SERVICE_NOT_FOUND' } });
    expect((await signUp(app, member(0).token, inactive, { radioAnswer: '1' })).status).toBe(400);
    expect((await api(app, 'POST', '/services/signup', { body: { serviceId: inactive } })).status).toBe(401);
  });

  it('asks the radio question: an answer among the defined options is required', async () => {
    const id = await openService(app, admin, { name: 'MI az órán', radio: true, radio1Text: 'Kezdő', radio2Text: 'Haladó', radio4Text: 'Profi' });
    expect(await signUp(app, member(1).token, id)).toMatchObject({ status: 400, body: { message: 'RADIO_ANSWER_REQUIRED' } });
    expect(await signUp(app, member(1).token, id, { radioAnswer: 4 })).toMatchObject({ status: 400, body: { message: 'INVALID_RADIO_ANSWER' } });
    const answered = await signUp(app, member(1).token, id, { radioAnswer: 2 });
    expect(answered.body).toMatchObject({ radioAnswer: 2, radioOptions: [1, 2], signedUp: true });
  });

  it('is full at the limit: without a waitlist SERVICE_FULL, and the card says full', async () => {
    const id = await openService(app, admin, { name: 'Meetup', limit: 1 });
    await signUp(app, member(0).token, id);
    expect(await signUp(app, member(1).token, id)).toMatchObject({ status: 409, body: { message: 'SERVICE_FULL' } });
    expect(await view(1, id)).toMatchObject({ full: true, signedUp: false, hasSignup: false, userCount: 1, limit: 1 });
  });

  it('waitlists when full, promotes priority first when a seat frees, and mails both steps', async () => {
    const id = await openService(app, admin, {
      name: 'Robotika', limit: 1, waitlistAvailable: true, waitlistPriorityAvailable: true, waitlistEmailSubject: 'Várólistán: {serviceName}', waitlistEmailText: 'Kedves {firstName}, felírtunk.',
    });
    await signUp(app, member(0).token, id);
    expect((await signUp(app, member(1).token, id)).body).toMatchObject({ onWaitlist: true, signedUp: false, hasSignup: true, waitlistPriority: false, full: true });
    expect((await signUp(app, member(2).token, id, { waitlistPriority: true })).body).toMatchObject({ onWaitlist: true, waitlistPriority: true });
    await waitForMail(app, (m) => m.to === member(1).email && m.subject === 'Várólistán: „Robotika”');

    const cancelled = await api(app, 'POST', '/services/cancel', { token: member(0).token, body: { serviceId: id } });
    expect(cancelled.body).toMatchObject({ signedUp: false, onWaitlist: false, hasSignup: false });
    await waitForMail(app, (m) => m.to === member(0).email && m.subject === 'Jelentkezésed visszavonva: „Robotika”');
    await eventually(() => view(2, id), (s) => s.signedUp && s.approved);
    await waitForMail(app, (m) => m.to === member(2).email && m.subject === 'Felszabadult egy hely: „Robotika”');
    expect(await view(1, id)).toMatchObject({ onWaitlist: true, full: true });

    await api(app, 'PUT', '/admin/services', { token: admin, body: { id, limit: 3 } });
    await eventually(() => view(1, id), (s) => s.signedUp);
    expect(await view(1, id)).toMatchObject({ userCount: 2, full: false });

    await api(app, 'PUT', '/admin/services', { token: admin, body: { id, limit: 1 } });
    expect(await view(1, id)).toMatchObject({ signedUp: true, userCount: 2, full: true });
  });

  it('keeps a sign-up awaiting approval where approval is needed, with the default mail', async () => {
    const id = await openService(app, admin, { name: 'Mentorlátogatás', needsApproval: true, cancelable: false });
    expect((await signUp(app, member(3).token, id)).body).toMatchObject({ signedUp: true, approved: false, rejected: false, needsApproval: true });
    await waitForMail(app, (m) => m.to === member(3).email && m.subject === 'Jelentkezésed jóváhagyásra vár: „Mentorlátogatás”');
    const refused = await api(app, 'POST', '/services/cancel', { token: member(3).token, body: { serviceId: id } });
    expect(refused).toMatchObject({ status: 409, body: { message: 'NOT_CANCELABLE' } });
    expect((await api(app, 'POST', '/services/cancel', { token: member(4).token, body: { serviceId: id } })).body.message).toBe('NOT_SIGNED_UP');
  });

  it('lists each service as its card shows it; the dialog reads the whole service (docs/decisions/0093)', async () => {
    const id = await openService(app, admin, { name: 'Hosszú leírás', description: 'Rövid', text: '<p>Hosszú szöveg</p>', radio: true, radio1Text: 'Első', signedUpDescription: 'Csak jelentkezőknek' });
    const listed = await memberCards(app, member(5).token);
    const card = listed.find((service) => service.id === id);
    expect(card).toMatchObject({ name: 'Hosszú leírás', description: 'Rövid', radioOptions: [1] });
    for (const field of ['text', 'signedUpDescription', 'codeDescription', 'waitlistPriorityDescription', 'radio1Text']) expect(card).not.toHaveProperty(field);
    expect(await view(5, id)).toMatchObject({ text: '<p>Hosszú szöveg</p>', radio1Text: 'Első' });
  });

  it('lists groups in order; hidden services only to members signed up, archived ones never', async () => {
    const hidden = await openService(app, admin, { name: 'Zártkörű', hidden: true, signedUpDescription: 'A link a tartalom oldalon.' });
    const archived = await openService(app, admin, { name: 'Régi webinárium' });
    await signUp(app, member(5).token, hidden);
    await api(app, 'POST', `/admin/services/${archived}/archive`, { token: admin, body: { archived: true } });
    const names = async (i: number) => (await memberCards(app, member(i).token)).map((s) => s.name);
    expect(await names(5)).toContain('Zártkörű');
    expect(await names(4)).not.toContain('Zártkörű');
    expect(await names(4)).not.toContain('Régi webinárium');
    expect(await view(4, hidden)).toMatchObject({ name: 'Zártkörű', hidden: true, signedUp: false, signedUpDescription: null });
    expect(await view(5, hidden)).toMatchObject({ signedUpDescription: 'A link a tartalom oldalon.' });
    expect((await api(app, 'GET', `/services/${archived}`, { token: member(4).token })).status).toBe(404);
    expect(await signUp(app, member(4).token, archived)).toMatchObject({ status: 404, body: { message: 'SERVICE_NOT_FOUND' } });
  });
});
