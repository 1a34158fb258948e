import { DecisionAction, SignupRowView } from '../../../contract/admin-services';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { SIGNUP_EVENT_TYPES, ServiceEvent, SignupStatus } from '../domain/service.events';
import { readModel } from '../../../platform/read-store/read-model';

/** The row's flags, which the contract answers make from `status` (queries/signup-flags.ts). */
type StatusFlags = 'approved' | 'rejected' | 'onWaitlist';
type DirectoryFields = 'firstName' | 'lastName' | 'fullName' | 'nickName' | 'email' | 'approvedByName' | 'rejectedByName';

/**
 * One row per live sign-up: its own facts as the sign-ups dialog shows them (the names come from the
 * member directory), its status as the events name it. Admin user details and the dashboard count read it by name.
 */
export interface SignupDoc extends Omit<SignupRowView, DirectoryFields | StatusFlags | 'decisions'> {
  _id: string;
  status: SignupStatus;
  /** Every decision on this sign-up, oldest first: who approved what stays reviewable. */
  decisions: Array<{ action: DecisionAction; by: string | null; at: string }>;
  [key: string]: unknown;
}

/**
 * A member's sign-ups; a service's in the SPEC's order (oldest first), all of them and by status: the
 * sign-ups dialog's page and its totals per status are slices of one service's rows, whatever the
 * size of the club (issue 40 §3–4).
 */
export const SIGNUPS = readModel<SignupDoc>('signups', [
  { fields: { userId: 1 } },
  { fields: { serviceId: 1, createdAt: 1 } },
  { fields: { serviceId: 1, status: 1, createdAt: 1 } },
]);
export const signupId = (serviceId: string, userId: string) => `${serviceId}:${userId}`;

type SignupEvent = Extract<ServiceEvent, { type: (typeof SIGNUP_EVENT_TYPES)[number] }>;

const decided = (doc: SignupDoc, action: DecisionAction, recorded: Recorded<SignupEvent>, changes: Partial<SignupDoc>): SignupDoc => {
  const by = recorded.metadata.actorId;
  const at = recorded.metadata.occurredAt;
  return {
    ...doc, approvedBy: null, rejectedBy: null, ...changes, decidedAt: at,
    decisions: [...doc.decisions, { action, by, at }],
  };
};

function evolve(doc: SignupDoc, event: Recorded<Exclude<SignupEvent, { type: 'SignedUp' }>>): SignupDoc | null {
  const actor = event.metadata.actorId;
  switch (event.type) {
    case 'SignupApproved':
      return decided(doc, 'approved', event, { status: 'approved', approvedBy: actor, code: event.data.code ?? doc.code });
    case 'SignupRejected':
      return decided(doc, 'rejected', event, { status: 'rejected', rejectedBy: actor });
    case 'SignupUnapproved':
      return decided(doc, 'unapproved', event, { status: 'awaiting' });
    case 'PromotedFromWaitlist':
      return decided(doc, 'promoted', event, { status: event.data.status, code: event.data.code ?? doc.code });
    case 'CodeAssigned':
      return { ...doc, code: event.data.code };
    case 'SignupCancelled':
    case 'SignupDeleted':
    case 'SignupErased':
      return null;
    default:
      return unreachable(event);
  }
}

function signedUp(event: Extract<ServiceEvent, { type: 'SignedUp' }>): SignupDoc {
  const { serviceId, userId, status, signedUpAt, waitlistPriority, radioAnswer, code } = event.data;
  return {
    _id: signupId(serviceId, userId), serviceId, userId, createdAt: signedUpAt, status,
    waitlistPriority, radioAnswer, code, approvedBy: null, rejectedBy: null, decidedAt: null, decisions: [],
  };
}

/**
 * Cancelled, deleted and erased sign-ups leave the read model. It is rebuilt from the log whenever its
 * shape changes: at every boot in memory, by `npm run rebuild-read-models` once on Mongo.
 */
export const signupsProjection: Projection<SignupDoc, SignupEvent> = {
  model: SIGNUPS,
  version: 1,
  handles: SIGNUP_EVENT_TYPES,
  documentId: (event) => signupId(event.data.serviceId, event.data.userId),
  evolve(doc, event) {
    if (event.type === 'SignedUp') return signedUp(event);
    return doc ? evolve(doc, event) : null;
  },
};
