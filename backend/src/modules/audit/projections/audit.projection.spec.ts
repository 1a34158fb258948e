import { replay } from '../../../platform/projections/testing/replay';
import { DomainEvent } from '../../../shared/decider';
import { AUDIT_ACTION_TEXTS, AUDIT_ACTIONS } from '../../../module-lists/audit-actions';
import { auditPeopleProjection, nameAt } from './audit-people.projection';
import { AUDIT_DESCRIBERS } from './audit-describers';
import { auditProjection } from './audit.projection';

const event = (type: string, data: Record<string, unknown>): DomainEvent<string, Record<string, unknown>> => ({ type, data });
const rows = (events: DomainEvent[], actorId: string | null = 'admin-1') => [...replay(auditProjection, events, actorId).values()];

describe('audit projection', () => {
  it('writes one row per decision: who, what, on which service, about which member', () => {
    const [row] = rows([event('SignupApproved', { serviceId: 's1', userId: 'u1', from: 'awaiting', code: null })]);
    expect(row).toMatchObject({ actorId: 'admin-1', action: 'signup.approved', targetKind: 'service', targetId: 's1', memberId: 'u1', changes: false, at: '2026-11-21T10:00:00.000Z' });
  });

  it('leaves out what nobody must answer for: a password change', () => {
    expect(rows([event('PasswordChanged', { userId: 'u1' })], 'u1')).toEqual([]);
  });

  it("keeps a member's own sign-up and cancellation, so staff can answer who took a seat when", () => {
    const [signedUp, cancelled] = rows([event('SignedUp', { serviceId: 's1', userId: 'u1' }), event('SignupCancelled', { serviceId: 's1', userId: 'u1' })], 'u1');
    expect(signedUp).toMatchObject({ actorId: 'u1', action: 'signup.created', targetKind: 'service', targetId: 's1', memberId: 'u1' });
    expect(cancelled).toMatchObject({ actorId: 'u1', action: 'signup.cancelled', targetKind: 'service', targetId: 's1', memberId: 'u1' });
  });

  it('marks edits whose before and after the trail shows', () => {
    expect(rows([event('ServiceSettingsChanged', { serviceId: 's1', changes: { limit: 3 } })])[0]).toMatchObject({ action: 'service.changed', changes: true });
    expect(rows([event('UserEditedByAdmin', { userId: 'u1', email: 'a@b.hu' })])[0]).toMatchObject({ action: 'member.edited', targetId: 'u1', changes: true });
  });

  it('marks material, group and category edits and new orders too, and leaves creations and deletions unmarked', () => {
    const marked = rows([
      event('MaterialEdited', { materialId: 'm1', name: 'Tanmenet' }),
      event('MaterialFileAttached', { materialId: 'm1' }),
      event('MaterialGroupTagsSet', { groupId: 'g1', tags: ['Python'] }),
      event('MaterialsReordered', { groupId: 'g1', materialIds: [] }),
      event('MaterialGroupsReordered', { groupIds: [] }),
      event('ServiceGroupRenamed', { groupId: 'c1', name: 'Tanfolyamok' }),
      event('ServicesReordered', { groupId: 'c1', serviceIds: [] }),
      event('ServiceGroupsReordered', { groupIds: [] }),
      event('MaterialCreated', { materialId: 'm2', groupId: 'g1' }),
      event('MaterialDeleted', { materialId: 'm2' }),
      event('ServiceGroupCreated', { groupId: 'c2', name: 'Webinárok' }),
    ]);
    expect(marked.map((row) => [row.action, row.targetId, row.changes])).toEqual([
      ['material.edited', 'm1', true],
      ['material.file_attached', 'm1', true],
      ['material.group_tags_set', 'g1', true],
      ['material.reordered', 'g1', true],
      ['material.groups_reordered', null, true],
      ['category.renamed', 'c1', true],
      ['service.reordered', 'c1', true],
      ['category.reordered', null, true],
      ['material.created', 'm2', false],
      ['material.deleted', 'm2', false],
      ['category.created', 'c2', false],
    ]);
  });

  it('tells a self-service erasure from an erasure by staff', () => {
    expect(rows([event('UserErased', { userId: 'u1' })], 'u1')[0].action).toBe('member.erased_self');
    expect(rows([event('UserErased', { userId: 'u1' })], 'admin-1')[0].action).toBe('member.erased');
  });

  it('folds one import into one row that counts what it touched', () => {
    const imported = rows([event('SchoolAdded', { schoolId: 'a' }), event('SchoolAdded', { schoolId: 'b' }), event('SchoolUpdated', { schoolId: 'c' })]);
    expect(imported).toEqual([expect.objectContaining({ action: 'schools.imported', count: 3, targetId: null })]);
  });

  it("records every look at personal data: who looked, at whom, and what they saw (issue 22 §2)", () => {
    const looks = rows([
      event('PersonalDataAccessed', { kind: 'member-history', userId: 'u9', revision: 0, event: 'TeacherApplied', eventAt: '2026-11-20T09:00:00.000Z' }),
      event('PersonalDataAccessed', { kind: 'service-history', serviceId: 's1', revision: 4, event: 'SignupRejected', eventAt: '2026-11-20T09:00:00.000Z', rows: 3 }),
      event('PersonalDataAccessed', { kind: 'partner-consents', partnerId: 'p1', rows: 2 }),
      event('PersonalDataAccessed', { kind: 'members-export', rows: 40 }),
      event('PersonalDataAccessed', { kind: 'audit-export', rows: 7 }),
    ]);
    expect(looks.map(({ action, targetKind, targetId, count, look }) => ({ action, targetKind, targetId, count, look }))).toEqual([
      { action: 'member.history_viewed', targetKind: 'member', targetId: 'u9', count: null, look: { revision: 0, event: 'TeacherApplied', eventAt: '2026-11-20T09:00:00.000Z' } },
      { action: 'service.history_viewed', targetKind: 'service', targetId: 's1', count: 3, look: { revision: 4, event: 'SignupRejected', eventAt: '2026-11-20T09:00:00.000Z' } },
      { action: 'partner.consents_viewed', targetKind: 'partner', targetId: 'p1', count: 2, look: null },
      { action: 'export.members', targetKind: 'export', targetId: null, count: 40, look: null },
      { action: 'export.audit', targetKind: 'export', targetId: null, count: 7, look: null },
    ]);
    expect(looks.every((row) => row.actorId === 'admin-1')).toBe(true);
  });

  it("records a member taking their own data, in which format, with the member as the one who looked", () => {
    const [own] = rows([event('PersonalDataAccessed', { kind: 'own-data-export', userId: 'u1', format: 'xlsx' })], 'u1');
    expect(own).toMatchObject({ actorId: 'u1', action: 'export.own_data', targetKind: 'member', targetId: 'u1', look: { format: 'xlsx' } });
  });

  it('leaves out a look of a kind it does not know', () => {
    expect(rows([event('PersonalDataAccessed', { kind: 'nope' })])).toEqual([]);
  });

  it('records staff reading a member\'s record and exporting', () => {
    const [viewed, exported] = rows([
      event('PersonalDataAccessed', { kind: 'member-record', userId: 'u9' }),
      event('PersonalDataAccessed', { kind: 'signups-export', serviceId: 's1', rows: 12 }),
    ]);
    expect(viewed).toMatchObject({ action: 'member.record_viewed', targetKind: 'member', targetId: 'u9' });
    expect(exported).toMatchObject({ action: 'export.signups', targetId: 's1', count: 12 });
  });

  it('holds no names, e-mails or phones, whatever the event carried', () => {
    const held = JSON.stringify(rows([event('UserEditedByAdmin', { userId: 'u1', email: 'kiss@iskola.hu', firstName: 'Anna', lastName: 'Kiss', phone: '+36301234567' })]));
    expect(held).not.toMatch(/kiss|Anna|\+3630/i);
  });

  it('has a Hungarian text for every action any module can write', () => {
    expect(Object.keys(AUDIT_ACTION_TEXTS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(AUDIT_DESCRIBERS).length).toBeGreaterThan(30);
  });
});

describe('audit people projection', () => {
  const named = (lastName: string, firstName: string, type = 'ProfileUpdated') => event(type, { userId: 'u1', lastName, firstName });

  it('keeps every name a person had, so a row shows the name of its moment', () => {
    const person = replay(auditPeopleProjection, [named('Kiss', 'Anna', 'TeacherApplied'), named('Kiss', 'Anna'), named('Nagy', 'Anna')]).get('u1')!;
    expect(person.names).toEqual([{ from: 1, name: 'Kiss Anna' }, { from: 3, name: 'Nagy Anna' }]);
    expect(nameAt(person, 2)).toBe('Kiss Anna');
    expect(nameAt(person, 3)).toBe('Nagy Anna');
  });

  it('forgets the person when they are erased, so their rows read "Törölt tag"', () => {
    const people = replay(auditPeopleProjection, [named('Kiss', 'Anna', 'TeacherApplied'), event('UserErased', { userId: 'u1' })]);
    expect(people.size).toBe(0);
    expect(nameAt(undefined, 5)).toBeNull();
  });
});
