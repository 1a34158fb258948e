import { Command } from '../../../shared/decider';
import { CodeKind } from './code-policy';
import { ContactDetails, ImportedMember, ProfileDetails } from './user.events';

/**
 * Handlers compute what needs I/O or randomness (password hashes, code ids and hashes, ids, the
 * school's OM) and pass it in, so the decider stays pure; the time and the actor come with the
 * command's meta (DecisionMeta).
 */
export type NewCode = { codeId: string; codeHash: string };

export type LogIn = Command<'LogIn', { passwordMatches: boolean }>;
export type BootstrapAdmin = Command<'BootstrapAdmin', { userId: string; email: string; passwordHash: string }>;
export type ChangePassword = Command<'ChangePassword', { passwordHash: string }>;
/**
 * The member changes their own password, having typed the current one (the handler checks it with
 * scrypt and hashes the new one only when it matched).
 */
export type ChangeOwnPassword = Command<'ChangeOwnPassword', { passwordMatches: false } | { passwordMatches: true; passwordHash: string }>;
export type ApplyAsTeacher = Command<'ApplyAsTeacher', ContactDetails & { userId: string; schoolId: string; schoolOm: string; personalId: string }>;
export type ImportMember = Command<'ImportMember', ImportedMember & { userId: string; code: NewCode }>;
export type CheckCode = Command<'CheckCode', { kind: CodeKind; codeHash: string }>;
export type CompleteSignup = Command<'CompleteSignup', { codeHash: string; phone: string; schoolOm: string; personalId: string; passwordHash: string; schoolId?: string }>;
export type SetPasswordWithActivation = Command<'SetPasswordWithActivation', { codeHash: string; passwordHash: string }>;
export type ActivateUser = Command<'ActivateUser', { code: NewCode }>;
/** `reason`: what staff typed for an applicant's rejection, trimmed; null when none (issue 41 §1). */
/** `applicationOnly`: a rejection that must not block a member (a bulk review, issue 41 §7). */
export type DisableUser = Command<'DisableUser', { reason: string | null; applicationOnly?: boolean }>;
/**
 * Erasure (DESIGN §3). `leftovers`: the person's rows are still in the read models although their
 * stream is gone, i.e. an erasure died half-way; deciding again finishes it.
 */
export type EraseUser = Command<'EraseUser', { userId: string; leftovers: boolean }>;
export type RequestPasswordReset = Command<'RequestPasswordReset', { code: NewCode }>;
export type ResetPassword = Command<'ResetPassword', { codeHash: string; passwordHash: string }>;
export type UpdateProfile = Command<'UpdateProfile', ProfileDetails>;
export type RequestProfileCheck = Command<'RequestProfileCheck'>;
/** `code` is used only if the address changes and a link is still due for it. */
export type EditUser = Command<'EditUser', ContactDetails & { code: NewCode }>;
/** The member erases their own account, having typed their password again (the handler checks it with scrypt). */
export type EraseSelf = Command<'EraseSelf', { passwordMatches: boolean }>;
export type GrantPartnerConsent = Command<'GrantPartnerConsent', { partnerId: string; data: string[] }>;
export type RevokePartnerConsent = Command<'RevokePartnerConsent', { partnerId: string }>;
export type EndSessions = Command<'EndSessions'>;

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
