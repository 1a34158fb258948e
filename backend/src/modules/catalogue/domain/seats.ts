import { SignupStatus } from './service.events';
import { ExistingService, Signup } from './service.state';

/** Seat arithmetic of DESIGN §3: approved or awaiting approval holds a seat; limit null is unlimited. */
export const statusHoldsSeat = (status: SignupStatus | null) => status === 'approved' || status === 'awaiting';

export const holdsSeat = (signup: Signup) => statusHoldsSeat(signup.status);

/** Full means seats >= limit (no free seat), so lowering the limit below the seats taken evicts nobody. */
export const isFull = (seatsTaken: number, limit: number | null) => limit !== null && seatsTaken >= limit;

/** Seats left below the limit; never negative. */
export function freeSeats(state: ExistingService): number {
  const { limit } = state.settings;
  return limit === null ? Infinity : Math.max(0, limit - state.seated);
}

/** Priority first where the service offers priority, then oldest first. */
export function waitlistInOrder(state: ExistingService): Signup[] {
  const usePriority = state.settings.waitlistPriorityAvailable;
  const rank = (signup: Signup) => (usePriority && signup.waitlistPriority ? 0 : 1);
  return [...state.signups.values()].filter((s) => s.status === 'waitlisted').sort((a, b) => rank(a) - rank(b) || a.seq - b.seq);
}
