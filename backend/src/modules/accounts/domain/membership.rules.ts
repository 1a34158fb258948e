import { DecisionMeta } from '../../../shared/decider';
import { issueCode } from './code-policy';
import { ApplyAsTeacher, ImportMember } from './user.commands';
import * as errors from './accounts.errors';
import { UserEvent } from './user.events';
import { UserState } from './user.state';

/** A teacher applies (SPEC §2); staff review the application later. */
export function applyAsTeacher(state: UserState, { data }: ApplyAsTeacher, { now }: DecisionMeta): UserEvent[] {
  if (state.status !== 'none') throw errors.emailTaken();
  return [{ type: 'TeacherApplied', data: { ...data, appliedAt: now.toISOString() } }];
}

/** An existing member brought over from a list gets a completion link (30 days). */
export function importMember(state: UserState, { data }: ImportMember, { now }: DecisionMeta): UserEvent[] {
  if (state.status !== 'none') throw errors.emailTaken();
  const { code, ...contact } = data;
  const completion = issueCode('completion', code.codeId, code.codeHash, now);
  return [{ type: 'MemberImported', data: { ...contact, importedAt: now.toISOString(), completion } }];
}
