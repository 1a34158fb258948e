import type { SignupRowView } from '@backend/contract/admin-services';
import type { SignupStatus } from '@backend/modules/catalogue/domain/service.events';

/** The row's tint by the sign-up's status, as the server sends it (SPEC §4: green approved, red rejected, grey waitlisted). */
export const SIGNUP_TINTS = { approved: 'green', rejected: 'red', waitlisted: 'grey', awaiting: 'none' } as const satisfies Record<SignupStatus, string>;

/** SPEC §9: sign-ups are sorted by createdAt ascending (ISO timestamps sort as text). */
export const byCreatedAt = (rows: readonly SignupRowView[]): SignupRowView[] =>
  [...rows].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
