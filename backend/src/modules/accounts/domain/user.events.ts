import { DomainEvent } from '../../../shared/decider';
import { TeachingLevels } from './teaching-levels';

export type { TeachingLevels } from './teaching-levels';

/** A single-use code as events keep it: never the code itself (DESIGN §3). */
export interface IssuedCode {
  codeId: string;
  codeHash: string;
  expiresAt: string;
}

export interface ContactDetails {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
  city: string;
}

/** What a member edits on their profile (SPEC §7 PUT /profile). */
export interface ProfileDetails extends TeachingLevels {
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  zip: string;
  city: string;
  schoolId: string;
}

/** The bootstrap administrator, created on first start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export type AdminBootstrapped = DomainEvent<
  'AdminBootstrapped',
  { userId: string; email: string; firstName: string; lastName: string; passwordHash: string; createdAt: string }
>;
/** A new password: the member's own change, or ADMIN_PASSWORD replacing the administrator's on a start. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string }>;
export type TeacherApplied = DomainEvent<
  'TeacherApplied',
  ContactDetails & { userId: string; schoolId: string; schoolOm: string; personalId: string; appliedAt: string }
>;
/** A row of a member list; `schoolOm` only when the list had one (issue 41 §4: it names the school on completion). */
export type ImportedMember = ContactDetails & { schoolOm?: string };
export type MemberImported = DomainEvent<
  'MemberImported',
  ImportedMember & { userId: string; importedAt: string; completion: IssuedCode }
>;
/** `schoolId`: the school the member picked on completing (issue 41 §4); absent in events recorded before. */
export type SignupCompleted = DomainEvent<
  'SignupCompleted',
  { userId: string; phone: string; schoolOm: string; personalId: string; passwordHash: string; schoolId?: string }
>;
/** `activation` is null when the member already has a password: they may sign in at once. */
export type UserActivated = DomainEvent<
  'UserActivated',
  { userId: string; email: string; firstName: string; activation: IssuedCode | null }
>;
export type ActivationCompleted = DomainEvent<'ActivationCompleted', { userId: string; passwordHash: string }>;
/**
 * Staff rejected a person not yet activated (`rejected: 'application'`, the SPEC's rejection: they are
 * mailed, with the reason when staff gave one) or blocked a member (`'member'`). Events recorded before
 * issue 41 carry the userId alone: read them with `rejectionOf`.
 */
export type UserDisabled = DomainEvent<
  'UserDisabled',
  { userId: string; rejected?: 'application' | 'member'; reason?: string | null; email?: string; firstName?: string }
>;

/** What a UserDisabled event says, events from before issue 41 read as a block without a reason. */
export const rejectionOf = (data: UserDisabled['data']) => ({ rejected: data.rejected ?? 'member', reason: data.reason ?? null });
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; email: string; firstName: string; reset: IssuedCode }
>;
export type PasswordReset = DomainEvent<'PasswordReset', { userId: string; passwordHash: string }>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', ProfileDetails & { userId: string }>;
export type ProfileCheckRequested = DomainEvent<'ProfileCheckRequested', { userId: string }>;
export type UserEditedByAdmin = DomainEvent<'UserEditedByAdmin', ContactDetails & { userId: string }>;
/**
 * Staff gave the member another address (issue 38 §3): every code sent to the old one is dead, every
 * session ends, and the link that is still due (activation, completion) is issued anew for the new one.
 */
export type EmailAddressChanged = DomainEvent<
  'EmailAddressChanged',
  { userId: string; previousEmail: string; email: string; firstName: string; activation: IssuedCode | null; completion: IssuedCode | null }
>;
/** The member let a partner site receive these data (SPEC §1: name, e-mail, school, city). */
export type PartnerConsentGranted = DomainEvent<'PartnerConsentGranted', { userId: string; partnerId: string; data: string[]; grantedAt: string }>;
export type PartnerConsentRevoked = DomainEvent<'PartnerConsentRevoked', { userId: string; partnerId: string }>;
/** "Sign out everywhere": every session token issued before it stops working. */
export type SessionsEnded = DomainEvent<'SessionsEnded', { userId: string }>;

export type UserEvent =
  | AdminBootstrapped
  | PasswordChanged
  | TeacherApplied
  | MemberImported
  | SignupCompleted
  | UserActivated
  | ActivationCompleted
  | UserDisabled
  | PasswordResetRequested
  | PasswordReset
  | ProfileUpdated
  | ProfileCheckRequested
  | UserEditedByAdmin
  | EmailAddressChanged
  | PartnerConsentGranted
  | PartnerConsentRevoked
  | SessionsEnded;

export const USER_EVENT_TYPES: UserEvent['type'][] = [
  'AdminBootstrapped',
  'PasswordChanged',
  'TeacherApplied',
  'MemberImported',
  'SignupCompleted',
  'UserActivated',
  'ActivationCompleted',
  'UserDisabled',
  'PasswordResetRequested',
  'PasswordReset',
  'ProfileUpdated',
  'ProfileCheckRequested',
  'UserEditedByAdmin',
  'EmailAddressChanged',
  'PartnerConsentGranted',
  'PartnerConsentRevoked',
  'SessionsEnded',
];

/** Appended to `email-{sha256(lower(email))}` with "no stream" expected: the e-mail's one owner. */
export type EmailClaimed = DomainEvent<'EmailClaimed', { userId: string }>;

/**
 * The PII-free record an erasure leaves behind, in the `erasures` stream: the person's own streams are
 * deleted, and read models drop every row of this id.
 */
export type UserErased = DomainEvent<'UserErased', { userId: string; erasedAt: string }>;

export const userStream = (userId: string) => `user-${userId}`;
export const ERASURES_STREAM = 'erasures';
