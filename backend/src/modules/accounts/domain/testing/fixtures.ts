import { SPEC_NOW } from '../../../../shared/testing/decider-specification';
import { UserEvent } from '../user.events';

/** Events of one member's life, for decider and projection specs. */
/** The time the decider specs decide at (their default meta). */
export const NOW = SPEC_NOW;
export const LATER = (ms: number) => new Date(NOW.getTime() + ms);
export const contact = { email: 'kiss.anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '+36 30 123 4567', zip: '6720', city: 'Szeged' };

export const applied: UserEvent = {
  type: 'TeacherApplied',
  data: { ...contact, userId: 'u1', schoolId: 's1', schoolOm: '900001', personalId: '71234567890', appliedAt: NOW.toISOString() },
};
export const imported: UserEvent = {
  type: 'MemberImported',
  data: { ...contact, userId: 'u1', importedAt: NOW.toISOString(), completion: { codeId: 'c-id', codeHash: 'completion-hash', expiresAt: LATER(30 * 86400000).toISOString() } },
};
export const completed: UserEvent = {
  type: 'SignupCompleted',
  data: { userId: 'u1', phone: '+36 1 234 5678', schoolOm: '900001', personalId: '71234567890', passwordHash: 'pw-1' },
};
export const activated: UserEvent = {
  type: 'UserActivated',
  data: { userId: 'u1', email: contact.email, firstName: 'Anna', activation: { codeId: 'a-id', codeHash: 'activation-hash', expiresAt: LATER(14 * 86400000).toISOString() } },
};
export const activatedWithoutLink: UserEvent = {
  type: 'UserActivated',
  data: { userId: 'u1', email: contact.email, firstName: 'Anna', activation: null },
};
export const passwordSet: UserEvent = { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'pw-1' } };
/** Disabled as events were recorded before issue 41: the userId alone. */
export const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u1' } };
/** The applicant Anna rejected by staff (issue 41 §1), with the reason they gave or none. */
export const rejected = (reason: string | null = null): UserEvent => ({
  type: 'UserDisabled',
  data: { userId: 'u1', rejected: 'application', reason, email: contact.email, firstName: 'Anna' },
});
/** The activated member Anna blocked by staff. */
export const blocked: UserEvent = { type: 'UserDisabled', data: { userId: 'u1', rejected: 'member', reason: null, email: contact.email, firstName: 'Anna' } };
export const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { userId: 'u1', email: contact.email, firstName: 'Anna', reset: { codeId: 'r-id', codeHash: 'reset-hash', expiresAt: LATER(2 * 3600000).toISOString() } },
};
export const levels = { altalanosIskola: false, gimnazium: true, szakgimnazium: true, szakmaiTargy: true, idenErettsegi: true, felsooktatas: false };
export const adminBootstrapped: UserEvent = {
  type: 'AdminBootstrapped',
  data: { userId: 'u0', email: 'admin@example.org', firstName: 'Adminisztrátor', lastName: 'Klub', passwordHash: 'h', createdAt: NOW.toISOString() },
};
