import type { SignupStatus } from './signup-status';

/**
 * Where a sign-up stands, in the words of its status chip: staff's screens and the member's own
 * "Jelentkezéseim" (issue 41 §9) show the same chip. Apart from `catalogue.texts.ts` (what staff
 * read), so a member's pages download only these.
 */
export const SIGNUP_STATUS_TEXTS = {
  approved: 'Jóváhagyva',
  awaiting: 'Jóváhagyásra vár',
  waitlisted: 'Várólistán',
  rejected: 'Elutasítva',
} as const satisfies Record<SignupStatus, string>;
