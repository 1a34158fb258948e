import { describe, expect, it } from 'vitest';
import { makeUser } from '../testing/admin-fixtures';
import { isReviewed, isSignupIncomplete, isUnactivated, schoolOmMatches, statusText } from './user-rules';

describe('which table a member is in', () => {
  it.each([
    ['an applicant', { activated: false, rejected: false }, true, false],
    ['an activated member', { activated: true, rejected: false }, false, true],
    ['a rejected member', { activated: false, rejected: true }, false, true],
  ])('%s', (_, state, unactivated, reviewed) => {
    const user = makeUser(state);
    expect(isUnactivated(user)).toBe(unactivated);
    expect(isReviewed(user)).toBe(reviewed);
  });
});

describe('status text (SPEC §3)', () => {
  it.each([
    [{ activated: true, registered: true, rejected: false }, 'Aktiválva és regisztrálva'],
    [{ activated: true, registered: false, rejected: false }, 'Aktiválva, nincs regisztrálva'],
    [{ activated: false, registered: false, rejected: true }, 'Elutasítva'],
    [{ activated: false, registered: true, rejected: true }, 'Elutasítva'],
    [{ activated: false, registered: false, rejected: false }, 'Nincs aktiválva'],
    [{ activated: false, registered: true, rejected: false }, 'Nincs aktiválva'],
  ])('%o → %s', (state, text) => {
    expect(statusText(state)).toBe(text);
  });
});

describe('"Regisztráció még nincs befejezve" (SPEC §5)', () => {
  it('applies to a completion-code member lacking both OM and education id', () => {
    expect(isSignupIncomplete(makeUser({ completionCode: true, schoolOm: '', personalId: '' }))).toBe(true);
  });

  it.each([
    ['without a completion code', { completionCode: false, schoolOm: '', personalId: '' }],
    ['with an OM id', { completionCode: true, schoolOm: '900001', personalId: '' }],
    ['with an education id', { completionCode: true, schoolOm: '', personalId: '71234567897' }],
  ])('does not apply %s', (_, state) => {
    expect(isSignupIncomplete(makeUser(state))).toBe(false);
  });
});

describe('school OM check (SPEC §5)', () => {
  it('matches when the typed OM equals the chosen school OM', () => {
    expect(schoolOmMatches(makeUser({ schoolOm: '900001', school: { id: 's', om: '900001', name: 'A' } }))).toBe(true);
  });

  it.each([
    ['a different OM', { schoolOm: '912345', school: { id: 's', om: '900001', name: 'A' } }],
    ['no school chosen', { schoolOm: '900001', school: null }],
    ['no OM typed', { schoolOm: '', school: { id: 's', om: '', name: 'A' } }],
  ])('fails with %s', (_, state) => {
    expect(schoolOmMatches(makeUser(state))).toBe(false);
  });
});
