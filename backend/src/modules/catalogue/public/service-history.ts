import type { FieldValue } from '../../../contract/audit';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { fold } from '../../../shared/decider';
import { ServiceEvent, serviceStream, SignupStatus } from '../domain/service.events';
import { evolveService, initialServiceState } from '../domain/service.state';

export const serviceStreamOf = serviceStream;

export interface ServiceSignupThen {
  userId: string;
  status: SignupStatus;
  signedUpAt: string;
  waitlistPriority: boolean;
  code: string | null;
}

/** A service right after the last of `events`, folded with the service decider's own evolve. */
export function serviceRecordAfter(events: readonly RecordedEvent[]): { fields: Record<string, FieldValue>; signups: ServiceSignupThen[] } | null {
  const state = fold({ initialState: initialServiceState, evolve: evolveService }, events as unknown as ServiceEvent[]);
  if (state.status === 'none') return null;
  const signups = [...state.signups.values()]
    .sort((a, b) => a.seq - b.seq)
    .map(({ userId, status, signedUpAt, waitlistPriority, code }) => ({ userId, status, signedUpAt, waitlistPriority, code }));
  return { fields: { ...state.settings }, signups };
}

/** The member a sign-up event is about, if it is one. */
export const signupMemberOf = (event: RecordedEvent): string | null => {
  const userId = (event.data as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : null;
};
