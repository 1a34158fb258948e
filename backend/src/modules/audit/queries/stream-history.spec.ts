import { Clock } from '../../../platform/clock/clock';
import { NewEvent } from '../../../platform/event-store/event-store.port';
import { SqliteEventStore } from '../../../platform/event-store/sqlite.event-store';
import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { openSqliteDatabase } from '../../../platform/sqlite/sqlite-database';
import { PartnerDoc, partnersProjection } from '../../partners/public/partner-insights';
import { schoolsProjection } from '../../reference/public/schools';
import { AUDIT, AuditRowDoc, auditProjection } from '../projections/audit.projection';
import { AuditTrail } from './audit-trail';
import { NameDirectory } from './names';
import { PeopleDirectory } from './people';
import { StreamHistory } from './stream-history';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const event = (type: string, data: Record<string, unknown>, minute: number, actorId: string | null = 'admin-1'): NewEvent => ({
  type,
  data,
  metadata: { actorId, correlationId: `c${minute}`, occurredAt: at(minute) },
});

/** The embedded adapters, with a member who chose a school and let a partner site in, and the materials stream. */
async function setUp() {
  const db = openSqliteDatabase(':memory:');
  const store = new SqliteEventStore(db);
  const readStore = new MemoryReadStore();
  await readStore.collection(schoolsProjection.model).upsert({ _id: 'sc1', om: '900001', name: 'Példa Technikum', city: 'Szeged' });
  await readStore.collection(partnersProjection.model).upsert({ _id: 'p1', name: 'Akadémia' } as PartnerDoc);
  await store.append('user-u1', [
    event('TeacherApplied', { userId: 'u1', email: 'kiss@iskola.hu', firstName: 'Anna', lastName: 'Kiss', phone: '1', zip: '6720', city: 'Szeged', schoolId: 'sc1', schoolOm: '900001', personalId: '7', appliedAt: at(0), szakgimnazium: true }, 0, null),
    event('PartnerConsentGranted', { userId: 'u1', partnerId: 'p1', data: ['name'], grantedAt: at(1) }, 1, 'u1'),
  ], 'no_stream');
  await store.append('materials', [
    event('MaterialGroupCreated', { groupId: 'g1' }, 2),
    event('MaterialCreated', { materialId: 'm1', groupId: 'g1', name: 'Új tananyag', type: 'pdf' }, 3),
    event('MaterialEdited', { materialId: 'm1', name: 'Tanmenet', type: 'ppt' }, 4),
  ], 'no_stream');
  // The trail's rows, as the projector would write them.
  for (const stream of ['user-u1', 'materials']) {
    for (const recorded of await store.readStream(stream)) {
      const id = auditProjection.documentId(recorded as never);
      if (id) await readStore.collection(AUDIT).upsert(auditProjection.evolve(null, recorded as never)!);
    }
  }
  const people = new PeopleDirectory(readStore);
  const names = new NameDirectory(readStore);
  const clock: Clock = { now: () => new Date(at(30)) };
  return { history: new StreamHistory(store, people, names), trail: new AuditTrail(readStore, store, people, names, clock), close: () => db.close() };
}

describe("a record's history and the trail, on the embedded adapters", () => {
  it("shows a member's school by name and a consent's partner site by name, every value in words", async () => {
    const { history, close } = await setUp();
    const view = await history.read('user-u1');
    // Newest first.
    expect(view.entries.map((entry) => [entry.event, entry.about])).toEqual([['PartnerConsentGranted', 'Akadémia'], ['TeacherApplied', null]]);
    expect(view).toMatchObject({ total: 2, page: 1, pageSize: 2000, revision: 1, current: { event: 'PartnerConsentGranted' } });
    expect(view.record.fields).toMatchObject({ schoolId: 'Példa Technikum (OM 900001)', szakgimnazium: 'igen', gimnazium: 'nem', status: 'Nincs aktiválva' });
    await expect(history.read('materials')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    close();
  });

  it('pages the events newest first and shows the record at a revision whichever page holds it', async () => {
    const { history, close } = await setUp();
    const older = await history.read('user-u1', { page: 2, pageSize: 1 });
    expect(older).toMatchObject({ total: 2, page: 2, pageSize: 1, revision: 1, current: { event: 'PartnerConsentGranted' } });
    expect(older.entries.map((entry) => entry.event)).toEqual(['TeacherApplied']);
    const first = await history.read('user-u1', { pageSize: 1, revision: 0 });
    expect(first.entries.map((entry) => entry.event)).toEqual(['PartnerConsentGranted']);
    expect(first).toMatchObject({ revision: 0, current: { event: 'TeacherApplied', revision: 0 } });
    expect((await history.read('user-u1', { page: 3, pageSize: 1 })).entries).toEqual([]);
    close();
  });

  it("shows a material's edit before and after, and names the material on every one of its rows", async () => {
    const { trail, close } = await setUp();
    const { items } = await trail.page({});
    const edit = items.find((item) => item.action === 'material.edited')!;
    expect(edit.target).toEqual({ kind: 'material', id: 'm1', name: 'Tanmenet' });
    expect(edit.changes).toEqual([
      { field: 'name', before: 'Új tananyag', after: 'Tanmenet' },
      { field: 'type', before: 'PDF', after: 'Bemutató' },
    ]);
    expect(items.map((item) => [item.action, item.target.name])).toEqual([
      ['material.edited', 'Tanmenet'],
      ['material.created', 'Tanmenet'],
      ['material.group_created', '1. csoport'],
      ['partner.consent_granted', 'Akadémia'],
    ]);
    close();
  });
});
