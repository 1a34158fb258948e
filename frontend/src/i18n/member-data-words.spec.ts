import { describe, expect, it } from 'vitest';
import { PARTNER_DATA_TEXTS, TEACHING_LEVEL_TEXTS } from '@backend/shared/i18n/member-data-texts';
import { huMember } from './hu-member';

/**
 * The member's data export (issue 21) speaks the member's own pages' words: the teaching levels as the
 * profile form labels them, and what a partner receives as the partner window says it.
 */
describe("the words of a member's own data export", () => {
  it('labels the teaching levels as the profile form does', () => {
    expect(TEACHING_LEVEL_TEXTS).toEqual(huMember.profile.levels);
  });

  it('names what a partner site receives as the partner window does', () => {
    expect(PARTNER_DATA_TEXTS).toEqual(huMember.standalone.partnerSignIn.data);
  });
});
