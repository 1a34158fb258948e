import { join } from 'node:path';
import { EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite.event-store';
import { UpcastingEventStore } from '../../backend/src/platform/event-store/upcasting.event-store';
import { openSqliteDatabase } from '../../backend/src/platform/sqlite/sqlite-database';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';

const metadata = { actorId: null, correlationId: 'c', occurredAt: '2026-11-20T10:00:00.000Z' };
const ORIGIN = 'https://akademia.example';

/**
 * Issue 39 §4: a log written by an earlier release, holding an event in a shape the code no longer
 * writes (PartnerChanged with its settings spread beside the id), is read in the current shape by the
 * read models, the decisions and the staff's history alike.
 */
describe('a log holding an event in its old shape', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const db = openSqliteDatabase(join(dataDir, 'events.sqlite'));
    await new SqliteEventStore(db).append(
      'partner-p1',
      [
        { type: 'PartnerRegistered', data: { partnerId: 'p1', name: 'Kódkert', origins: [ORIGIN], data: ['name', 'email'], active: true }, metadata },
        { type: 'PartnerChanged', data: { partnerId: 'p1', name: 'Kódkert Akadémia', active: false }, metadata },
      ],
      'no_stream',
    );
    db.close();
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
  });
  afterAll(() => app.destroy());

  it('gives every reader of the log the upcasting store (projector, reactors, commands, histories, the trail, erasure, insights)', () => {
    expect(app.app.get(EventStore)).toBeInstanceOf(UpcastingEventStore);
  });

  it('shows the partner as the old change left it', async () => {
    const partners = await api(app, 'GET', '/admin/partners', { token: admin });
    expect(partners.body).toEqual([{ id: 'p1', name: 'Kódkert Akadémia', origins: [ORIGIN], data: ['name', 'email'], active: false }]);
    // Inactive since the old change: its page is nobody a member signs in to.
    expect((await api(app, 'GET', `/partners/lookup?url=${encodeURIComponent(`${ORIGIN}/belepes`)}`)).status).toBe(404);
  });

  it('decides on top of it: saving what the old change said records nothing, a new setting records only itself', async () => {
    await api(app, 'PUT', '/admin/partners/p1', { token: admin, body: { name: 'Kódkert Akadémia', active: false } });
    expect((await api(app, 'GET', '/admin/history/partner-p1', { token: admin })).body.entries).toHaveLength(2);

    await api(app, 'PUT', '/admin/partners/p1', { token: admin, body: { name: 'Kódkert Akadémia', active: true } });
    const history = (await api(app, 'GET', '/admin/history/partner-p1', { token: admin })).body;
    expect(history.entries.map((entry: { event: string }) => entry.event)).toEqual(['PartnerChanged', 'PartnerChanged', 'PartnerRegistered']);
    expect((await api(app, 'GET', `/partners/lookup?url=${encodeURIComponent(`${ORIGIN}/belepes`)}`)).body).toMatchObject({ id: 'p1', name: 'Kódkert Akadémia' });
  });

  it("replays the old change in the partner's history", async () => {
    const before = (await api(app, 'GET', '/admin/history/partner-p1?revision=0', { token: admin })).body;
    const after = (await api(app, 'GET', '/admin/history/partner-p1?revision=1', { token: admin })).body;
    expect(before.record.fields.name).toBe('Kódkert');
    expect(after.record.fields.name).toBe('Kódkert Akadémia');
    expect(after.record.fields.active).not.toEqual(before.record.fields.active);
  });
});
