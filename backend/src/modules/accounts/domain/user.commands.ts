import { CodeKind } from './code-policy';
import { ContactDetails, ProfileDetails } from './user.events';

/**
 * Handlers compute what needs I/O or randomness (password hashes, code ids and hashes, ids, the
 * school's OM) and pass it in, so the decider stays pure; the time and the actor come with the
 * command's meta (DecisionMeta).
 */
export type NewCode = { codeId: string; codeHash: string };

export type LogIn = { type: 'LogIn'; data: { passwordMatches: boolean } };
export type BootstrapAdmin = { type: 'BootstrapAdmin'; data: { userId: string; email: string; passwordHash: string } };
export type ChangePassword = { type: 'ChangePassword'; data: { passwordHash: string } };
/**
 * The member changes their own password, having typed the current one (the handler checks it with
 * scrypt and hashes the new one only when it matched).
 */
export type ChangeOwnPassword = { type: 'ChangeOwnPassword'; data: { passwordMatches: false } | { passwordMatches: true; passwordHash: string } };
export type ApplyAsTeacher = {
  type: 'ApplyAsTeacher';
  data: ContactDetails & { userId: string; schoolId: string; schoolOm: string; personalId: string };
};
export type ImportMember = { type: 'ImportMember'; data: ContactDetails & { userId: string; code: NewCode } };
export type CheckCode = { type: 'CheckCode'; data: { kind: CodeKind; codeHash: string } };
export type CompleteSignup = {
  type: 'CompleteSignup';
  data: { codeHash: string; phone: string; schoolOm: string; personalId: string; passwordHash: string };
};
export type SetPasswordWithActivation = { type: 'SetPasswordWithActivation'; data: { codeHash: string; passwordHash: string } };
export type ActivateUser = { type: 'ActivateUser'; data: { code: NewCode } };
export type DisableUser = { type: 'DisableUser'; data: Record<string, never> };
/**
 * Erasure (DESIGN §3). `leftovers`: the person's rows are still in the read models although their
 * stream is gone, i.e. an erasure died half-way; deciding again finishes it.
 */
export type EraseUser = { type: 'EraseUser'; data: { userId: string; leftovers: boolean } };
export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: { code: NewCode } };
export type ResetPassword = { type: 'ResetPassword'; data: { codeHash: string; passwordHash: string } };
export type UpdateProfile = { type: 'UpdateProfile'; data: ProfileDetails };
export type RequestProfileCheck = { type: 'RequestProfileCheck'; data: Record<string, never> };
/** `code` is used only if the address changes and a link is still due for it. */
export type EditUser = { type: 'EditUser'; data: ContactDetails & { code: NewCode } };
/** The member erases their own account, having typed their password again (the handler checks it with scrypt). */
export type EraseSelf = { type: 'EraseSelf'; data: { passwordMatches: boolean } };
export type GrantPartnerConsent = { type: 'GrantPartnerConsent'; data: { partnerId: string; data: string[] } };
export type RevokePartnerConsent = { type: 'RevokePartnerConsent'; data: { partnerId: string } };
export type EndSessions = { type: 'EndSessions'; data: Record<string, never> };

export type UserCommand =
  | LogIn
  | BootstrapAdmin
  | ChangePassword
  | ChangeOwnPassword
  | ApplyAsTeacher
  | ImportMember
  | CheckCode
  | CompleteSignup
  | SetPasswordWithActivation
  | ActivateUser
  | DisableUser
  | EraseUser
  | RequestPasswordReset
  | ResetPassword
  | UpdateProfile
  | RequestProfileCheck
  | EditUser
  | GrantPartnerConsent
  | RevokePartnerConsent
  | EndSessions
  | EraseSelf;
