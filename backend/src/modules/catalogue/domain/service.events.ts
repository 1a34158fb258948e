import { DomainEvent } from '../../../shared/decider';
import { SettingsChanges } from './service-settings';
import { MessageAudience } from './message-audience';
import { SeatedStatus, SignupStatus } from './signup-status';

export type { SeatedStatus, SignupStatus } from './signup-status';

export interface ServiceFileData {
  fileId: string;
  filename: string;
  size: number;
  contentType: string;
  image: boolean;
  uploadedAt: string;
}

type Of<T extends string, D> = DomainEvent<T, { serviceId: string } & D>;

/** `copiedFrom`: the service this one was copied from (absent on a service created empty). */
export type ServiceCreated = Of<'ServiceCreated', { name: string; createdAt: string; copiedFrom?: string }>;
/** Only the fields that really changed. */
export type ServiceSettingsChanged = Of<'ServiceSettingsChanged', { changes: SettingsChanges }>;
/**
 * `code` is the coupon code this very event hands the member (type 1 services, approved only): drawn
 * from the pool, or the member's own code handed back (issue 38 §4, kept-codes.ts); null when none.
 * The same holds for the `code` of SignupApproved, PromotedFromWaitlist and CodeAssigned.
 */
export type SignedUp = Of<
  'SignedUp',
  { userId: string; status: Exclude<SignupStatus, 'rejected'>; signedUpAt: string; waitlistPriority: boolean; radioAnswer: number | null; code: string | null }
>;
/** Status changes name the status they leave (`from`), so read models count seats without keeping every status. */
type Transition = { userId: string; from: SignupStatus };
export type SignupApproved = Of<'SignupApproved', Transition & { code: string | null }>;
export type SignupRejected = Of<'SignupRejected', Transition>;
/** Back to awaiting a decision. */
export type SignupUnapproved = Of<'SignupUnapproved', Transition>;
export type SignupCancelled = Of<'SignupCancelled', Transition>;
/**
 * Removed by staff, or released because staff blocked the member (`cause`, issue 41 §1): the block's
 * own mail tells them, so a released sign-up is not mailed on its own. Older events carry no cause.
 */
export type SignupDeleted = Of<'SignupDeleted', Transition & { cause?: 'member-blocked' }>;
/** The person was erased (UserErased): their sign-up goes without a trace of who they were. */
export type SignupErased = Of<'SignupErased', Transition>;
export type PromotedFromWaitlist = Of<'PromotedFromWaitlist', { userId: string; status: SeatedStatus; code: string | null }>;
export type CodesAdded = Of<'CodesAdded', { codes: string[] }>;
/** A code for a sign-up approved while the pool was dry (or before the service had codes). */
export type CodeAssigned = Of<'CodeAssigned', { userId: string; code: string }>;
/**
 * Staff wrote to the service's participants (issue 41 §7): the text as sent and how many it was for
 * when written; each member's mail is composed from it once (reactors/send-mail-when-participants-messaged).
 */
export type ParticipantsMessaged = Of<'ParticipantsMessaged', { subject: string; text: string; audience: MessageAudience; recipients: number; sentAt: string }>;
export type ServiceFileAdded = Of<'ServiceFileAdded', ServiceFileData>;
export type ServiceFileRemoved = Of<'ServiceFileRemoved', { fileId: string }>;

export type ServiceEvent =
  | ServiceCreated
  | ServiceSettingsChanged
  | SignedUp
  | SignupApproved
  | SignupRejected
  | SignupUnapproved
  | SignupCancelled
  | SignupDeleted
  | SignupErased
  | PromotedFromWaitlist
  | CodesAdded
  | CodeAssigned
  | ParticipantsMessaged
  | ServiceFileAdded
  | ServiceFileRemoved;

export const SIGNUP_EVENT_TYPES = [
  'SignedUp',
  'SignupApproved',
  'SignupRejected',
  'SignupUnapproved',
  'SignupCancelled',
  'SignupDeleted',
  'SignupErased',
  'PromotedFromWaitlist',
  'CodeAssigned',
] as const satisfies readonly ServiceEvent['type'][];

export const SERVICE_EVENT_TYPES: ServiceEvent['type'][] = [
  'ServiceCreated',
  'ServiceSettingsChanged',
  ...SIGNUP_EVENT_TYPES,
  'CodesAdded',
  'ParticipantsMessaged',
  'ServiceFileAdded',
  'ServiceFileRemoved',
];

/** Events after which a seat may be free: the waitlist promotion job is enqueued for each. */
export const SEAT_FREEING_EVENT_TYPES = ['SignupCancelled', 'SignupRejected', 'SignupDeleted', 'SignupErased', 'ServiceSettingsChanged'] as const;
export type SeatFreeingEvent = Extract<ServiceEvent, { type: (typeof SEAT_FREEING_EVENT_TYPES)[number] }>;

export const serviceStream = (serviceId: string) => `service-${serviceId}`;
