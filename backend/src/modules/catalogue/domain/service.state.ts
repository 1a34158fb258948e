import { ServiceEvent, ServiceFileData, SignupStatus } from './service.events';
import { DEFAULT_SETTINGS, ServiceSettings } from './service-settings';
import { drawsFromPool } from './kept-codes';
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
  signups: Map<string, Signup>;
  eventCount: number;
  /** Every code ever added, in order; codes[nextCode] is the next unused one. */
  codes: string[];
  nextCode: number;
  /** Every code ever handed out: spent for good, whoever holds it now (kept-codes.ts). */
  handedCodes: Set<string>;
  /**
   * The code each member was last handed, kept through cancelling and deletion so that a member who
   * comes back gets it again (issue 38 §4); an erasure forgets the member, the code stays spent.
   */
  keptCodes: Map<string, string>;
  files: Map<string, ServiceFileData>;
}

export type ServiceState = { status: 'none' } | ExistingService;

export const initialServiceState = (): ServiceState => ({ status: 'none' });

function setStatus(state: ExistingService, userId: string, status: SignupStatus, code: string | null = null): void {
  const signup = state.signups.get(userId);
  if (signup) {
    signup.status = status;
    if (status === 'approved') signup.approvedAt = state.eventCount;
  }
  if (code !== null) takeCode(state, userId, code);
}

/**
 * The member holds the code from now on, even if their sign-up were gone. Only a code never handed out
 * before moves the pool on: a member's own code coming back does not, and no code goes out twice.
 */
function takeCode(state: ExistingService, userId: string, code: string): void {
  const signup = state.signups.get(userId);
  if (signup) signup.code = code;
  state.keptCodes.set(userId, code);
  if (!drawsFromPool(state.handedCodes, code)) return;
  state.handedCodes.add(code);
  state.nextCode += 1;
}

/**
 * Mutates the state it is given, like the schools decider: a service with a thousand sign-ups would
 * make every fold quadratic if each event copied the map. Only the command runner holds the state.
 */
export function evolveService(state: ServiceState, event: ServiceEvent): ServiceState {
  if (event.type === 'ServiceCreated') {
    const settings = { ...DEFAULT_SETTINGS, name: event.data.name };
    const codes = { codes: [], nextCode: 0, handedCodes: new Set<string>(), keptCodes: new Map<string, string>() };
    return { status: 'existing', serviceId: event.data.serviceId, settings, signups: new Map(), eventCount: 1, ...codes, files: new Map() };
  }
  if (state.status === 'none') return state;
  state.eventCount += 1;
  applyEvent(state, event);
  return state;
}

function applyEvent(state: ExistingService, event: Exclude<ServiceEvent, { type: 'ServiceCreated' }>): void {
  switch (event.type) {
    case 'ServiceSettingsChanged':
      state.settings = { ...state.settings, ...event.data.changes };
      return;
    case 'SignedUp': {
      const { userId, status, signedUpAt, waitlistPriority, radioAnswer, code } = event.data;
      const signup: Signup = { userId, status, signedUpAt, seq: state.eventCount, waitlistPriority, radioAnswer, code: null, approvedAt: state.eventCount };
      state.signups.set(userId, signup);
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
      state.signups.delete(event.data.userId);
      return;
    case 'SignupErased':
      state.signups.delete(event.data.userId);
      state.keptCodes.delete(event.data.userId);
      return;
    case 'CodesAdded':
      state.codes.push(...event.data.codes);
      return;
    case 'CodeAssigned':
      return takeCode(state, event.data.userId, event.data.code);
    case 'ServiceFileAdded':
      state.files.set(event.data.fileId, event.data);
      return;
    case 'ServiceFileRemoved':
      state.files.delete(event.data.fileId);
      return;
    default:
      unreachable(event);
  }
}
