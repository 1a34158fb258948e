import { recorded } from '../../../platform/projections/testing/replay';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { compactAround } from './compact-around';
import { NameBook } from './names';
import { replayOfStream } from './record-replays';
import { changedFields, namesWanted, noNames } from './record-words';

const names = new NameBook(new Map([['school:sc', 'Példa Technikum (OM 900001)'], ['school:sd', 'Másik Gimnázium (OM 900002)']]));
const stream = (name: string, ...events: Array<{ type: string; data: Record<string, unknown> }>): RecordedEvent[] =>
  events.map((event, index) => recorded(event, index, 'admin-1', name));

describe("an export's compact record of a row's event (issue 40 §1)", () => {
  it('words the same changes and names as the whole records, keeping only the fields that changed', async () => {
    const details = { userId: 'u1', firstName: 'Anna', lastName: 'Kiss', phone: '1', zip: '6720', city: 'Szeged', schoolId: 'sc', schoolOm: '900001', personalId: '7' };
    const member = stream(
      'user-u1',
      { type: 'TeacherApplied', data: { ...details, email: 'kiss@iskola.hu', appliedAt: 't' } },
      { type: 'ProfileUpdated', data: { ...details, city: 'Szeged-Tápé', schoolId: 'sd' } },
    );
    const replay = replayOfStream('user-u1')!;
    const arounds = await replay.around(member, [{ revision: 0, target: null }, { revision: 1, target: null }]);
    for (const around of arounds) {
      const compact = compactAround(around);
      expect(changedFields('member', compact.before, compact.after, names)).toEqual(changedFields('member', around.before, around.after, names));
      const [whole, kept] = [noNames(), noNames()];
      namesWanted('member', [around.before, around.after], whole);
      namesWanted('member', [compact.before, compact.after], kept);
      expect(whole.school).toEqual(expect.arrayContaining(kept.school));
    }
    const edit = compactAround(arounds[1]);
    expect(Object.keys(edit.after!.fields).sort()).toEqual(['city', 'schoolId']);
    expect(edit.now!.fields).toEqual({});
  });

  it('keeps what a material is called, before, after and now', async () => {
    const materials = stream(
      'materials',
      { type: 'MaterialGroupCreated', data: { groupId: 'g1' } },
      { type: 'MaterialCreated', data: { materialId: 'm1', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
      { type: 'MaterialEdited', data: { materialId: 'm1', name: 'Tanmenet', type: 'video' } },
    );
    const [around] = await replayOfStream('materials')!.around(materials, [{ revision: 1, target: 'm1' }]);
    const compact = compactAround(around);
    expect([compact.before?.name, compact.after?.name, compact.now?.name]).toEqual([around.before?.name, around.after?.name, around.now?.name]);
  });
});
