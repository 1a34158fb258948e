import { SPEC_NOW } from '../../../../shared/testing/decider-specification';
import { ServiceCommand } from '../service.commands';
import { ServiceEvent, SignupStatus } from '../service.events';
import { SettingsChanges } from '../service-settings';

/** Events of one service's life, for decider and projection specs. */
/** The time the decider specs decide at (their default meta). */
export const NOW = SPEC_NOW;
export const AT = NOW.toISOString();
export const S = 's1';

export const created: ServiceEvent = { type: 'ServiceCreated', data: { serviceId: S, name: 'Új szolgáltatás', createdAt: AT } };
export const settings = (changes: SettingsChanges): ServiceEvent => ({ type: 'ServiceSettingsChanged', data: { serviceId: S, changes } });
/** An active, visible service with `limit` seats. */
export const open = (limit: number | null, more: SettingsChanges = {}): ServiceEvent[] => [created, settings({ active: true, hidden: false, limit, ...more })];

type Extra = { waitlistPriority?: boolean; radioAnswer?: number | null; code?: string | null };
export const signedUp = (userId: string, status: Exclude<SignupStatus, 'rejected'> = 'approved', extra: Extra = {}): ServiceEvent => ({
  type: 'SignedUp',
  data: { serviceId: S, userId, status, signedUpAt: AT, waitlistPriority: false, radioAnswer: null, code: null, ...extra },
});
export const approved = (userId: string, code: string | null = null, from: SignupStatus = 'awaiting'): ServiceEvent => ({
  type: 'SignupApproved',
  data: { serviceId: S, userId, from, code },
});
export const rejected = (userId: string, from: SignupStatus = 'awaiting'): ServiceEvent => ({ type: 'SignupRejected', data: { serviceId: S, userId, from } });
export const unapproved = (userId: string, from: SignupStatus = 'approved'): ServiceEvent => ({ type: 'SignupUnapproved', data: { serviceId: S, userId, from } });
export const cancelled = (userId: string, from: SignupStatus = 'approved'): ServiceEvent => ({ type: 'SignupCancelled', data: { serviceId: S, userId, from } });
export const deleted = (userId: string, from: SignupStatus = 'approved'): ServiceEvent => ({ type: 'SignupDeleted', data: { serviceId: S, userId, from } });
/** A blocked member's sign-up released (issue 41 §1). */
export const released = (userId: string, from: SignupStatus = 'approved'): ServiceEvent => ({
  type: 'SignupDeleted',
  data: { serviceId: S, userId, from, cause: 'member-blocked' },
});
export const erased = (userId: string, from: SignupStatus = 'approved'): ServiceEvent => ({ type: 'SignupErased', data: { serviceId: S, userId, from } });
export const promoted = (userId: string, status: 'approved' | 'awaiting' = 'approved', code: string | null = null): ServiceEvent => ({
  type: 'PromotedFromWaitlist',
  data: { serviceId: S, userId, status, code },
});
export const codesAdded = (...codes: string[]): ServiceEvent => ({ type: 'CodesAdded', data: { serviceId: S, codes } });
export const codeAssigned = (userId: string, code: string): ServiceEvent => ({ type: 'CodeAssigned', data: { serviceId: S, userId, code } });

export const signUp = (userId: string, extra: { waitlistPriority?: boolean; radioAnswer?: number | null; archived?: boolean } = {}): ServiceCommand => ({
  type: 'SignUp',
  data: { userId, waitlistPriority: false, radioAnswer: null, archived: false, ...extra },
});
export const cancel = (userId: string, archived = false): ServiceCommand => ({ type: 'CancelSignup', data: { userId, archived } });
export const forUser = (type: 'ApproveSignup' | 'RejectSignup' | 'UnapproveSignup' | 'DeleteSignup' | 'EraseSignup' | 'ReleaseSignup', userId: string) =>
  ({ type, data: { userId } }) as ServiceCommand;
export const promote: ServiceCommand = { type: 'PromoteFromWaitlist', data: {} };
