import { describe, expect, it } from 'vitest';
import { MEMBER_FIELD_LABELS } from '@backend/modules/accounts/domain/accounts.texts';
import { SERVICE_FIELD_LABELS } from '@backend/modules/catalogue/domain/catalogue.texts';
import { hu } from './hu';
import { huAdmin } from './hu-admin';
import { huMember } from './hu-member';

/**
 * The histories and the trail label a field as its edit form does (issue 21 §3): the admin forms read
 * the shared registry; the member's own forms must not drift from it either.
 */
describe('field labels', () => {
  it('are the same on the member\'s forms as in the histories and the trail', () => {
    const shared = ['lastName', 'firstName', 'nickName', 'email', 'phone', 'zip', 'city', 'schoolOm', 'personalId'] as const;
    expect(shared.map((field) => hu.forms[field])).toEqual(shared.map((field) => MEMBER_FIELD_LABELS[field]));
    expect(hu.schoolPicker.label).toBe(MEMBER_FIELD_LABELS.schoolId);
    // "Szakmai tárgyat tanítok" and "Idén érettségiztetek" are the member's own voice on their profile.
    const levels = ['altalanosIskola', 'gimnazium', 'szakgimnazium', 'felsooktatas'] as const;
    expect(levels.map((level) => huMember.profile.levels[level])).toEqual(levels.map((level) => MEMBER_FIELD_LABELS[level]));
  });

  it('read "Technikum" on the forms and in the history alike', () => {
    expect(huAdmin.adminUsers.edit.levelLabels.szakgimnazium).toBe('Technikum');
    expect(MEMBER_FIELD_LABELS.szakgimnazium).toBe('Technikum');
    expect(huAdmin.adminServices.edit.cancelable).toBe(SERVICE_FIELD_LABELS.cancelable);
  });
});
