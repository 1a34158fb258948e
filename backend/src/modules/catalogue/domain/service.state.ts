import { ServiceEvent, ServiceFileData, SignupStatus } from './service.events';
import { DEFAULT_SETTINGS, ServiceSettings } from './service-settings';
import { drawsFromPool } from './kept-codes';
import { statusHoldsSeat } from './seats';
import { PersistentMap } from '../../../shared/persistent-map';
import { unreachable } from '../../../shared/unreachable';

export interface Signup {
  userId: string;
  status: SignupStatus;
  signedUpAt: string;
  /** Order of arrival: the waitlist is served oldest first. */
  seq: number;
  waitlistPriority: boolean;
  radioAnswer: number | null;
  /** The coupon code bound to this sign-up; it stays with it through unapprove and re-approve. */
  code: string | null;
  /** When it was last approved (event count), so codes that were missing go out in approval order. */
  approvedAt: number;
}

export interface ExistingService {
  status: 'existing';
  serviceId: string;
  settings: ServiceSettings;
  /** Live sign-ups only: cancelled, deleted and erased ones are gone. */
  signups: PersistentMap<Signup>;
  /** How many of them hold a seat (approved or awaiting), kept by the fold: deciding a sign-up walks no list. */
  seated: number;
  eventCount: number;
  /** Every code ever added, in order; codes[nextCode] is the next unused one. */
  codes: readonly string[];
  nextCode: number;
  /** Every code ever handed out: spent for good, whoever holds it now (kept-codes.ts). */
  handedCodes: PersistentMap<true>;
  /**
   * The code each member was last handed, kept through cancelling and deletion so that a member who
   * comes back gets it again (issue 38 §4); an erasure forgets the member, the code stays spent.
   */
  keptCodes: PersistentMap<string>;
  files: PersistentMap<ServiceFileData>;
}

export type ServiceState = { status: 'none' } | ExistingService;

export const initialServiceState = (): ServiceState => ({ status: 'none' });

const seat = (signup: Signup | undefined) => (signup && statusHoldsSeat(signup.status) ? 1 : 0);

/**
 * Puts a member's sign-up in (undefined: takes it out) and keeps the seat count. `state` here and below
 * is the copy this event's evolve made: its fields are replaced, nothing it shares with the old state.
 */
function putSignup(state: ExistingService, userId: string, signup: Signup | undefined): void {
  state.seated += seat(signup) - seat(state.signups.get(userId));
  state.signups = signup ? state.signups.set(userId, signup) : state.signups.delete(userId);
}

function setStatus(state: ExistingService, userId: string, status: SignupStatus, code: string | null = null): void {
  const signup = state.signups.get(userId);
  if (signup) {
    const approvedAt = status === 'approved' ? state.eventCount : signup.approvedAt;
    putSignup(state, userId, { ...signup, status, approvedAt, code: code ?? signup.code });
  }
  if (code !== null) takeCode(state, userId, code);
}

/**
 * The member holds the code from now on, even if their sign-up were gone. Only a code never handed out
 * before moves the pool on: a member's own code coming back does not, and no code goes out twice.
 */
function takeCode(state: ExistingService, userId: string, code: string): void {
  const signup = state.signups.get(userId);
  if (signup && signup.code !== code) state.signups = state.signups.set(userId, { ...signup, code });
  state.keptCodes = state.keptCodes.set(userId, code);
  if (!drawsFromPool(state.handedCodes, code)) return;
  state.handedCodes = state.handedCodes.set(code, true);
  state.nextCode += 1;
}

/**
 * Pure: the state it is given stays as it was (a deep-frozen one in the specs), since the runner's
 * cache, a batch's earlier decision and the history replays may still hold it. Each event makes one
 * shallow copy and replaces fields of that copy only; the sign-ups and codes are persistent maps, so
 * a fold stays linear in the events (docs/decisions.md, 2026-12-01).
 */
export function evolveService(state: ServiceState, event: ServiceEvent): ServiceState {
  if (event.type === 'ServiceCreated') {
    const settings = { ...DEFAULT_SETTINGS, name: event.data.name };
    const codes = { codes: [], nextCode: 0, handedCodes: PersistentMap.empty<true>(), keptCodes: PersistentMap.empty<string>() };
    return { status: 'existing', serviceId: event.data.serviceId, settings, signups: PersistentMap.empty(), seated: 0, eventCount: 1, ...codes, files: PersistentMap.empty() };
  }
  if (state.status === 'none') return state;
  const next = { ...state, eventCount: state.eventCount + 1 };
  applyEvent(next, event);
  return next;
}

function applyEvent(state: ExistingService, event: Exclude<ServiceEvent, { type: 'ServiceCreated' }>): void {
  switch (event.type) {
    case 'ServiceSettingsChanged':
      state.settings = { ...state.settings, ...event.data.changes };
      return;
    case 'SignedUp': {
      const { userId, status, signedUpAt, waitlistPriority, radioAnswer, code } = event.data;
      putSignup(state, userId, { userId, status, signedUpAt, seq: state.eventCount, waitlistPriority, radioAnswer, code, approvedAt: state.eventCount });
      if (code !== null) takeCode(state, userId, code);
      return;
    }
    case 'SignupApproved':
      return setStatus(state, event.data.userId, 'approved', event.data.code);
    case 'PromotedFromWaitlist':
      return setStatus(state, event.data.userId, event.data.status, event.data.code);
    case 'SignupRejected':
      return setStatus(state, event.data.userId, 'rejected');
    case 'SignupUnapproved':
      return setStatus(state, event.data.userId, 'awaiting');
    case 'SignupCancelled':
    case 'SignupDeleted':
      putSignup(state, event.data.userId, undefined);
      return;
    case 'SignupErased':
      putSignup(state, event.data.userId, undefined);
      state.keptCodes = state.keptCodes.delete(event.data.userId);
      return;
    case 'CodesAdded':
      state.codes = [...state.codes, ...event.data.codes];
      return;
    case 'CodeAssigned':
      return takeCode(state, event.data.userId, event.data.code);
    case 'ServiceFileAdded':
      state.files = state.files.set(event.data.fileId, event.data);
      return;
    case 'ServiceFileRemoved':
      state.files = state.files.delete(event.data.fileId);
      return;
    case 'ParticipantsMessaged':
      return; // a message changes no seat, code or setting
    default:
      unreachable(event);
  }
}
