import { recorded } from '../../../platform/projections/testing/replay';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { replayOfStream, StreamReplay } from './record-replays';

type Given = { type: string; data: Record<string, unknown> };
const stream = (name: string, ...events: Given[]): RecordedEvent[] => events.map((event, index) => recorded(event, index, 'admin-1', name));
const replay = (name: string): StreamReplay => replayOfStream(name)!;
const last = (events: RecordedEvent[]) => events.at(-1)!.revision;

describe("the owning modules' replays", () => {
  const service = stream(
    'service-s1',
    { type: 'ServiceCreated', data: { serviceId: 's1', name: 'Mentorálás', createdAt: '2026-11-01T00:00:00.000Z' } },
    { type: 'ServiceSettingsChanged', data: { serviceId: 's1', changes: { limit: 2, needsApproval: true } } },
    { type: 'SignedUp', data: { serviceId: 's1', userId: 'u1', status: 'awaiting', signedUpAt: 't1', waitlistPriority: false, radioAnswer: null, code: null } },
    { type: 'SignedUp', data: { serviceId: 's1', userId: 'u2', status: 'awaiting', signedUpAt: 't2', waitlistPriority: false, radioAnswer: null, code: null } },
    { type: 'SignupRejected', data: { serviceId: 's1', userId: 'u2', from: 'awaiting' } },
  );

  it("replays a service with the decider's own evolve: settings and who stood where at each revision", async () => {
    const services = replay('service-s1');
    expect((await services.at(service, 3, null, 10))!.signups!.map((s) => [s.userId, s.status])).toEqual([['u1', 'awaiting'], ['u2', 'awaiting']]);
    expect((await services.at(service, 4, null, 10))!.signups!.map((s) => [s.userId, s.status])).toEqual([['u1', 'awaiting'], ['u2', 'rejected']]);
    // A history's page lists as many as it shows, and says how many there were.
    expect(await services.at(service, 4, null, 1)).toMatchObject({ signups: [{ userId: 'u1' }], signupsTotal: 2 });
    expect((await services.at(service, 0))!.fields).toMatchObject({ name: 'Mentorálás', limit: null });
    expect((await services.at([], 0))).toBeNull();
  });

  it('folds a stream once for every row of a page, and gives each row its record before and after', async () => {
    const services = replay('service-s1');
    const [edit, rejection] = (await services.around(service, [{ revision: 1, target: null }, { revision: 4, target: null }]));
    expect([edit.before!.fields.limit, edit.after!.fields.limit]).toEqual([null, 2]);
    // The trail compares fields: its records count the sign-ups and list none (9,500 for each row of the popular service at C).
    expect([rejection.before!.signups, rejection.after!.signupsTotal]).toEqual([[], 2]);
  });

  it("replays a member's record as the user edit form shows it: the status as the admin screens say it, never hashes or codes", async () => {
    const member = stream(
      'user-u1',
      { type: 'TeacherApplied', data: { userId: 'u1', email: 'kiss@iskola.hu', firstName: 'Anna', lastName: 'Kiss', phone: '1', zip: '6720', city: 'Szeged', schoolId: 'sc', schoolOm: '900001', personalId: '7', appliedAt: 't' } },
      { type: 'UserActivated', data: { userId: 'u1', activation: { hash: 'h', expiresAt: 'x' } } },
      { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'scrypt$secret' } },
    );
    const members = replay('user-u1');
    expect((await members.at(member, 0))!.fields).toMatchObject({ lastName: 'Kiss', schoolId: 'sc', status: 'notActivated' });
    expect((await members.at(member, 1))!.fields.status).toBe('activatedNotRegistered');
    expect((await members.at(member, 2))!.fields.status).toBe('activatedRegistered');
    expect(JSON.stringify((await members.at(member, last(member))))).not.toMatch(/scrypt|"h"/);
  });

  it('replays a partner site with its decider', async () => {
    const partner = stream(
      'partner-p1',
      { type: 'PartnerRegistered', data: { partnerId: 'p1', name: 'Akadémia', origins: ['https://akademia.example'], data: ['name'], active: true } },
      { type: 'PartnerChanged', data: { partnerId: 'p1', changes: { data: ['name', 'email'] } } },
    );
    expect((await replay('partner-p1').at(partner, 1))).toEqual({ name: 'Akadémia', fields: { name: 'Akadémia', origins: ['https://akademia.example'], data: ['name', 'email'], active: true } });
  });

  const materials = stream(
    'materials',
    { type: 'MaterialGroupCreated', data: { groupId: 'g1' } },
    { type: 'MaterialGroupTagsSet', data: { groupId: 'g1', tags: ['Python', 'érettségi'] } },
    { type: 'MaterialCreated', data: { materialId: 'm1', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
    { type: 'MaterialEdited', data: { materialId: 'm1', name: 'Tanmenet', link: 'https://example.org/tanmenet' } },
    { type: 'MaterialFileAttached', data: { materialId: 'm1', file: { fileId: 'f1', filename: 'tanmenet.pdf', size: 2048, contentType: 'application/pdf' }, link: '/klub/tananyagok/letoltesek/m1/f1' } },
    { type: 'MaterialDeleted', data: { materialId: 'm1' } },
  );

  it('replays a material, a group and the groups of the materials stream with the materials decider', async () => {
    const replayed = replay('materials');
    expect(replayed.kind).toBe('material');
    expect(replayed.history).toBeNull();
    const [edit, file, tags, deleted] = (await replayed.around(materials, [
      { revision: 3, target: 'm1' },
      { revision: 4, target: 'm1' },
      { revision: 1, target: 'g1' },
      { revision: 5, target: 'm1' },
    ]));
    // Created without `draft`, as before issue 41 §2: a published material.
    expect(edit).toEqual({
      before: { name: 'Új tananyag', fields: { name: 'Új tananyag', type: 'pdf', link: '', file: null, state: 'published' } },
      after: { name: 'Tanmenet', fields: { name: 'Tanmenet', type: 'pdf', link: 'https://example.org/tanmenet', file: null, state: 'published' } },
      now: null,
    });
    // The file's own address holds ids: the record shows the file by its name.
    expect(file.after!.fields).toEqual({ name: 'Tanmenet', type: 'pdf', link: '', file: 'tanmenet.pdf', state: 'published' });
    expect(tags).toMatchObject({ before: { name: '1. csoport', fields: { tags: [] } }, after: { name: '1. csoport (Python, érettségi)', fields: { tags: ['Python', 'érettségi'] } } });
    expect(deleted).toMatchObject({ before: { name: 'Tanmenet' }, after: null });
    expect((await replayed.at(materials, 2, null))).toEqual({ fields: { groups: ['1. csoport (Python, érettségi)'] } });
  });

  it('replays a category and the order of the categories with the catalogue decider', async () => {
    const catalogue = stream(
      'catalogue',
      { type: 'ServiceGroupCreated', data: { groupId: 'c1', name: 'Képzések' } },
      { type: 'ServiceGroupCreated', data: { groupId: 'c2', name: 'Webinárok' } },
      { type: 'ServicePlaced', data: { serviceId: 's1', groupId: 'c1' } },
      { type: 'ServicePlaced', data: { serviceId: 's2', groupId: 'c1' } },
      { type: 'ServiceGroupRenamed', data: { groupId: 'c1', name: 'Tanfolyamok' } },
      { type: 'ServicesReordered', data: { groupId: 'c1', serviceIds: ['s2', 's1'] } },
      { type: 'ServiceGroupsReordered', data: { groupIds: ['c2', 'c1'] } },
    );
    const [renamed, services, categories] = (await replay('catalogue').around(catalogue, [
      { revision: 4, target: 'c1' },
      { revision: 5, target: 'c1' },
      { revision: 6, target: null },
    ]));
    expect(renamed).toMatchObject({ before: { name: 'Képzések' }, after: { name: 'Tanfolyamok', fields: { name: 'Tanfolyamok' } } });
    expect([services.before!.fields.services, services.after!.fields.services]).toEqual([['s1', 's2'], ['s2', 's1']]);
    expect([categories.before!.fields.categories, categories.after!.fields.categories]).toEqual([['Tanfolyamok', 'Webinárok'], ['Webinárok', 'Tanfolyamok']]);
  });

  it('has no replay for streams staff cannot travel back through', async () => {
    expect(replayOfStream('erasures')).toBeNull();
    expect(replayOfStream('user-')).toBeNull();
    expect(replayOfStream('audit')).toBeNull();
  });
});
