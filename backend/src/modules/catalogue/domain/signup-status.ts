/**
 * Where a sign-up stands: approved and awaiting hold a seat; waitlisted and rejected do not (DESIGN §3).
 * A domain value the events, the read models, the API's contract and the frontend all name the same
 * way, so it is declared once, here, apart from the events (the contract imports no events file).
 */
export type SignupStatus = 'approved' | 'awaiting' | 'waitlisted' | 'rejected';
/** Every status, in the order the sign-ups dialog's filter lists them. */
export const SIGNUP_STATUSES = ['approved', 'awaiting', 'waitlisted', 'rejected'] as const satisfies readonly SignupStatus[];
export type SeatedStatus = Extract<SignupStatus, 'approved' | 'awaiting'>;
