import { planMemberImport, REPEATED_ROW_TEXT, TAKEN_ROW_TEXT } from './member-import-plan';
import { MemberFile } from './member-file';

const member = (email: string, extra: object = {}) => ({ email, lastName: 'Kiss', firstName: 'Anna', phone: '', zip: '', city: '', ...extra });

describe('planning a member import (issue 41 §4: the preview and the import say the same)', () => {
  const file: MemberFile = {
    members: [
      { line: 2, member: member('anna@example.org', { schoolOm: '900001' }) },
      { line: 4, member: member('bela@example.org') },
      { line: 5, member: member('anna@example.org') },
      { line: 6, member: member('cili@example.org') },
    ],
    errors: [{ line: 3, message: 'Hiányzó vezetéknév' }],
  };

  it('given a list with a bad row, a repeated address and one already in the club, then only the rest is imported, each fault by line', () => {
    const plan = planMemberImport(file, new Set(['bela@example.org']));
    expect(plan.rows).toBe(5);
    expect(plan.members.map(({ line }) => line)).toEqual([2, 6]);
    expect(plan.members[0].member.schoolOm).toBe('900001');
    expect(plan.errors).toEqual([
      { line: 3, message: 'Hiányzó vezetéknév' },
      { line: 4, message: TAKEN_ROW_TEXT },
      { line: 5, message: REPEATED_ROW_TEXT(2) },
    ]);
    expect(REPEATED_ROW_TEXT(2)).toBe('Ez az e-mail-cím a lista 2. sorában már szerepel.');
  });

  it('given nothing taken and no repeats, then every good row is imported', () => {
    const plan = planMemberImport({ members: file.members.filter(({ line }) => line !== 5), errors: [] }, new Set());
    expect(plan).toEqual({ rows: 3, members: file.members.filter(({ line }) => line !== 5), errors: [] });
  });

  it('given an empty list, then nothing is planned', () => {
    expect(planMemberImport({ members: [], errors: [] }, new Set())).toEqual({ rows: 0, members: [], errors: [] });
  });
});
