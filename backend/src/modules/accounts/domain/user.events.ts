import { DomainEvent } from '../../../shared/decider';

/** The bootstrap administrator, created on first start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export type AdminBootstrapped = DomainEvent<
  'AdminBootstrapped',
  { userId: string; email: string; firstName: string; lastName: string; passwordHash: string; createdAt: string }
>;

export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string }>;

export type UserEvent = AdminBootstrapped | PasswordChanged;

/** Appended to `email-{sha256(lower(email))}` with "no stream" expected: the e-mail's one owner. */
export type EmailClaimed = DomainEvent<'EmailClaimed', { userId: string }>;

export const userStream = (userId: string) => `user-${userId}`;
