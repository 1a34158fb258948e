import { api, bootApp, logIn, TestApp } from './support/boot';
import { outbox } from './support/mail';

describe('demo catalogue (SEED_DEMO, issue 4 §11)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => app.destroy());

  it('shows the demo member services in every state, without mailing anybody', async () => {
    const tag = await logIn(app, 'tag@example.org', 'Demo-tag-2026');
    const groups = (await api(app, 'GET', '/services', { token: tag })).body;
    const services = Object.fromEntries(groups.flatMap((g: { services: Array<{ name: string }> }) => g.services.map((s) => [s.name, s])));
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Online kurzusok', 'Tantermi képzések', 'Webináriumok és meetupok']);
    expect(services['Python alapok tanároknak']).toMatchObject({ signedUp: true, approved: true, hasSubPage: true, subPagePublic: false });
    expect(services['Webfejlesztés a középiskolában']).toMatchObject({ signedUp: false, full: false, active: true, subPagePublic: true });
    expect(services['Felhő-alapismeretek vizsgakupon']).toMatchObject({ approved: true, type: 1, code: 'FELHO-2026-A1B2' });
    expect(services['Robotika műhely']).toMatchObject({ onWaitlist: true, waitlistPriority: true, full: true });
    expect(services['Mesterséges intelligencia az órán']).toMatchObject({ signedUp: true, approved: false, radio: true, radioAnswer: 2 });
    expect(services['Tavaszi meetup Szegeden']).toMatchObject({ full: true, waitlistAvailable: false, signedUp: false });
    expect(services['Mentorlátogatás partnercégnél']).toMatchObject({ rejected: true });
    expect(services['Érettségi felkészítő webinárium']).toMatchObject({ radio: true, signedUp: false });
    expect(services['Nyári tábor 2026']).toMatchObject({ active: false });
    expect(services['Zártkörű mentorprogram']).toMatchObject({ hidden: true, signedUp: true });
    expect(services['Adatbázis-kezelés webinárium (2025)']).toBeUndefined();

    const admin = await logIn(app);
    const adminGroups = (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body;
    expect(adminGroups[2].archivedServices.map((s: { name: string }) => s.name)).toEqual(['Adatbázis-kezelés webinárium (2025)']);
    expect(adminGroups[0].services[2]).toMatchObject({ codesTotal: 5, codesRemaining: 3 });
    expect((await api(app, 'GET', '/materials/services/python-alapok', { token: tag })).body.files).toHaveLength(2);
    expect((await fetch(`${app.url}/klub/szolgaltatasok/webfejlesztes/letoltesek/tananyag.pdf`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(app)).toEqual([]);
  });
});
