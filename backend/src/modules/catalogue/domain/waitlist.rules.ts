import { CodeDrawer } from './code-pool';
import { freeSeats, waitlistInOrder } from './seats';
import { PromotedFromWaitlist } from './service.events';
import { ExistingService } from './service.state';

/**
 * Fills every free seat from the head of the waitlist, and no more: running it again with no free
 * seat appends nothing, so a promotion job may run twice.
 */
export function promoteFromWaitlist(state: ExistingService): PromotedFromWaitlist[] {
  const free = freeSeats(state);
  const status = state.settings.needsApproval ? 'awaiting' : 'approved';
  const drawer = new CodeDrawer(state);
  return waitlistInOrder(state)
    .slice(0, free)
    .map((signup) => ({
      type: 'PromotedFromWaitlist',
      data: { serviceId: state.serviceId, userId: signup.userId, status, code: status === 'approved' ? drawer.next(signup.userId, signup.code) : null },
    }));
}
