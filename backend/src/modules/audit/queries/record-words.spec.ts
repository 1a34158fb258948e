import { recorded } from '../../../platform/projections/testing/replay';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { fieldLabel } from '../../../module-lists/record-texts';
import { NameBook } from './names';
import { replayOfStream } from './record-replays';
import { changedFields, inWords, recordInWords } from './record-words';

const names = new NameBook(new Map([['school:sc', 'Példa Technikum (OM 900001)'], ['service:s1', 'Python alapok'], ['service:s2', 'Mentorálás']]));
const stream = (name: string, ...events: Array<{ type: string; data: Record<string, unknown> }>): RecordedEvent[] =>
  events.map((event, index) => recorded(event, index, 'admin-1', name));

const member = stream(
  'user-u1',
  { type: 'TeacherApplied', data: { userId: 'u1', email: 'kiss@iskola.hu', firstName: 'Anna', lastName: 'Kiss', phone: '1', zip: '6720', city: 'Szeged', schoolId: 'sc', schoolOm: '900001', personalId: '7', appliedAt: 't', szakgimnazium: true } },
  { type: 'UserActivated', data: { userId: 'u1' } },
);
const service = stream(
  'service-s1',
  { type: 'ServiceCreated', data: { serviceId: 's1', name: 'Python alapok', createdAt: 't' } },
  { type: 'ServiceSettingsChanged', data: { serviceId: 's1', changes: { type: 1, limit: 12, cancelable: false, image: '/klub/letoltesek/images/a1.png' } } },
  { type: 'ServiceSettingsChanged', data: { serviceId: 's1', changes: { image: '/klub/letoltesek/images/b2.png' } } },
);
const partner = stream('partner-p1', { type: 'PartnerRegistered', data: { partnerId: 'p1', name: 'Akadémia', origins: ['https://akademia.example'], data: ['name', 'school'], active: true } });
const materials = stream(
  'materials',
  { type: 'MaterialGroupCreated', data: { groupId: 'g1' } },
  { type: 'MaterialCreated', data: { materialId: 'm1', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
  { type: 'MaterialEdited', data: { materialId: 'm1', name: 'Tanmenet', type: 'video' } },
);
const catalogue = stream(
  'catalogue',
  { type: 'ServiceGroupCreated', data: { groupId: 'c1', name: 'Képzések' } },
  { type: 'ServicePlaced', data: { serviceId: 's1', groupId: 'c1' } },
  { type: 'ServicePlaced', data: { serviceId: 's2', groupId: 'c1' } },
  { type: 'ServicesReordered', data: { groupId: 'c1', serviceIds: ['s2', 's1'] } },
);

const around = async (events: RecordedEvent[], revision: number, target: string | null = null) => (await replayOfStream(events[0].streamId)!.around(events, [{ revision, target }]))[0];
const changes = async (events: RecordedEvent[], revision: number, target: string | null = null) => {
  const { before, after } = await around(events, revision, target);
  return changedFields(replayOfStream(events[0].streamId)!.kind, before, after, names);
};

describe('records in words', () => {
  it("writes a member's flags, status and school in words, as the user edit form shows them", async () => {
    const fields = recordInWords('member', await replayOfStream('user-u1')!.at(member, 1), names);
    expect(fields).toMatchObject({ schoolId: 'Példa Technikum (OM 900001)', szakgimnazium: 'igen', gimnazium: 'nem', status: 'Aktiválva, nincs regisztrálva', admin: 'nem' });
    expect(fieldLabel('member', 'szakgimnazium')).toBe('Technikum');
    expect(fieldLabel('member', 'schoolOm')).toBe('Iskola OM azonosítója');
  });

  it("writes a service's type, limit, flags and picture in words", async () => {
    expect(await changes(service, 1)).toEqual([
      { field: 'image', before: null, after: 'feltöltött kép' },
      { field: 'type', before: 'Normál', after: 'Egyedi kód (kupon)' },
      { field: 'limit', before: 'nincs', after: 12 },
      { field: 'cancelable', before: 'igen', after: 'nem' },
    ]);
    // Another picture must not read as no change.
    expect(await changes(service, 2)).toEqual([{ field: 'image', before: 'feltöltött kép', after: 'feltöltött kép (új)' }]);
  });

  it('writes what a partner site may receive in words', async () => {
    expect(recordInWords('partner', await replayOfStream('partner-p1')!.at(partner, 0), names)).toEqual({ name: 'Akadémia', origins: ['https://akademia.example'], data: ['Teljes név', 'Iskola'], active: 'igen' });
  });

  it("writes a material's type in words, and a category's services by name", async () => {
    expect(await changes(materials, 2, 'm1')).toEqual([
      { field: 'name', before: 'Új tananyag', after: 'Tanmenet' },
      { field: 'type', before: 'PDF', after: 'Videó' },
    ]);
    expect(await changes(catalogue, 3, 'c1')).toEqual([{ field: 'services', before: ['Python alapok', 'Mentorálás'], after: ['Mentorálás', 'Python alapok'] }]);
  });

  it('never writes an id, even of a school or service it cannot find', () => {
    expect(inWords('member', 'schoolId', 'gone', names)).toBe('ismeretlen iskola');
    expect(inWords('category', 'services', ['gone'], names)).toEqual(['ismeretlen szolgáltatás']);
    expect(inWords('member', 'phone', '', names)).toBeNull();
  });

  it("has the edit form's label for every field any replay shows", async () => {
    const shown: Array<[string, RecordedEvent[], string | null]> = [
      ['member', member, null],
      ['service', service, null],
      ['partner', partner, null],
      ['material', materials, 'm1'],
      ['material', materials, 'g1'],
      ['material', materials, null],
      ['category', catalogue, 'c1'],
      ['category', catalogue, null],
    ];
    for (const [kind, events, target] of shown) {
      const record = (await replayOfStream(events[0].streamId)!.at(events, events.at(-1)!.revision, target))!;
      for (const field of Object.keys(record.fields)) expect([kind, field, fieldLabel(kind, field)]).not.toEqual([kind, field, field]);
    }
  });
});
