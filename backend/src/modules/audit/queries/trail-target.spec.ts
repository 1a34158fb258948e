import { replay } from '../../../platform/projections/testing/replay';
import { DomainEvent } from '../../../shared/decider';
import { AuditRowDoc, auditProjection } from '../projections/audit.projection';
import { NameBook } from './names';
import { PeopleAt } from './people';
import { targetName } from './trail-target';

const event = (type: string, data: Record<string, unknown>): DomainEvent<string, Record<string, unknown>> => ({ type, data });
const rowOf = (type: string, data: Record<string, unknown>): AuditRowDoc => [...replay(auditProjection, [event(type, data)]).values()][0];

const people = new PeopleAt(new Map([['u1', { _id: 'u1', names: [{ from: 0, name: 'Kiss Anna' }] }]]));
const names = new NameBook(new Map([['service:s1', 'Python alapok'], ['partner:p1', 'Akadémia']]));
const nobody = new NameBook(new Map());

describe('what a trail row touched ("Érintett")', () => {
  it('names members, services and partner sites; an erased member is "Törölt tag"', () => {
    expect(targetName(rowOf('UserActivated', { userId: 'u1' }), people, names, undefined)).toBe('Kiss Anna');
    expect(targetName(rowOf('UserActivated', { userId: 'u2' }), people, names, undefined)).toBe('Törölt tag');
    expect(targetName(rowOf('ServiceArchived', { serviceId: 's1' }), people, names, undefined)).toBe('Python alapok');
    expect(targetName(rowOf('PartnerChanged', { partnerId: 'p1' }), people, names, undefined)).toBe('Akadémia');
  });

  it('names a material, group or category as the replay has it now, a deleted one by its last name', () => {
    const named = (name: string) => ({ name, fields: {} });
    const created = rowOf('MaterialCreated', { materialId: 'm1' });
    expect(targetName(created, people, names, { before: null, after: named('Új tananyag'), now: named('Tanmenet') })).toBe('Tanmenet');
    expect(targetName(rowOf('MaterialDeleted', { materialId: 'm1' }), people, names, { before: named('Tanmenet'), after: null, now: null })).toBe('Tanmenet');
    expect(targetName(rowOf('ServiceGroupRenamed', { groupId: 'c1' }), people, names, { before: named('Képzések'), after: named('Tanfolyamok'), now: named('Tanfolyamok') })).toBe('Tanfolyamok');
  });

  it('names what rows without a record of their own touched, and is never empty or an id', () => {
    const rows: Array<[string, Record<string, unknown>, string]> = [
      ['SchoolAdded', { schoolId: 'x' }, 'Iskolalista'],
      ['MemberImported', { userId: 'u9' }, 'Importált tagok'],
      ['ProfileCheckRequested', { userId: 'u9' }, 'Minden aktivált tag'],
      ['ServiceGroupsReordered', { groupIds: [] }, 'Kategóriák'],
      ['MaterialGroupsReordered', { groupIds: [] }, 'Tananyagcsoportok'],
      ['PersonalDataAccessed', { kind: 'members-export', rows: 3 }, 'Klubtagok listája'],
      ['PersonalDataAccessed', { kind: 'audit-export', rows: 3 }, 'Napló'],
      ['ServiceArchived', { serviceId: 'gone' }, 'Szolgáltatás'],
      ['MaterialEdited', { materialId: 'gone' }, 'Tananyag'],
    ];
    for (const [type, data, name] of rows) expect([type, targetName(rowOf(type, data), people, nobody, undefined)]).toEqual([type, name]);
  });
});
