import { issueCode } from './code-policy';
import { ApplyAsTeacher, ImportMember } from './user.commands';
import * as errors from './user.errors';
import { UserEvent } from './user.events';
import { UserState } from './user.state';

/** A teacher applies (SPEC §2); staff review the application later. */
export function applyAsTeacher(state: UserState, { data }: ApplyAsTeacher): UserEvent[] {
  if (state.status !== 'none') throw errors.emailTaken();
  const { now, ...application } = data;
  return [{ type: 'TeacherApplied', data: { ...application, appliedAt: now.toISOString() } }];
}

/** An existing member brought over from a list gets a completion link (30 days). */
export function importMember(state: UserState, { data }: ImportMember): UserEvent[] {
  if (state.status !== 'none') throw errors.emailTaken();
  const { now, code, ...contact } = data;
  const completion = issueCode('completion', code.codeId, code.codeHash, now);
  return [{ type: 'MemberImported', data: { ...contact, importedAt: now.toISOString(), completion } }];
}
