/** The nine status chips of SPEC §4; the frontend shows each as `hu.services.chips[chip]`. */
export type ServiceChip =
  | 'full'
  | 'signedUp'
  | 'rejected'
  | 'awaitingApproval'
  | 'available'
  | 'unavailable'
  | 'waitlistAvailable'
  | 'onWaitlist'
  | 'approvalNeeded';

/** What the chips are decided from: the member's view of a service carries every one of these. */
export interface ChipFacts {
  active: boolean;
  full: boolean;
  needsApproval: boolean;
  waitlistAvailable: boolean;
  /** Holds a seat: approved or awaiting approval. */
  signedUp: boolean;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  /** Any sign-up at all: seated, waitlisted or rejected (sent by the server, never worked out here). */
  hasSignup: boolean;
}

/**
 * The chips of a service card, in display order, straight from the SPEC §4 table. "Not signed up"
 * there means the member has no sign-up at all: a waitlisted or rejected member cannot apply again
 * (the server answers ALREADY_SIGNED_UP), so availability chips would mislead them. Only 'Nem
 * elérhető' spells out its own condition (neither signed up nor on the waitlist) and is taken as written.
 * 'Jóváhagyás szükséges' is a note (outlined), the rest are statuses.
 */
export function serviceChips(s: ChipFacts): ServiceChip[] {
  const { hasSignup } = s;
  const chips: ServiceChip[] = [];
  if (s.signedUp && s.approved) chips.push('signedUp');
  if (s.signedUp && !s.approved) chips.push('awaitingApproval');
  if (s.onWaitlist) chips.push('onWaitlist');
  if (s.rejected) chips.push('rejected');
  if (s.full && !hasSignup) chips.push('full');
  if (s.full && s.waitlistAvailable && s.active && !hasSignup) chips.push('waitlistAvailable');
  if (s.active && !s.full && !hasSignup) chips.push('available');
  if (!s.active && !s.signedUp && !s.onWaitlist) chips.push('unavailable');
  if (s.needsApproval && !hasSignup && !s.full) chips.push('approvalNeeded');
  return chips;
}
