import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { RecordReplay } from '../../../platform/projections/record-replay';
import { ServiceEvent } from '../domain/service.events';
import { ServiceSettings } from '../domain/service-settings';
import { evolveService, initialServiceState, ServiceState } from '../domain/service.state';

/** A service's stream, folded with the service decider's own evolve: its settings, and who stood where. */
export const serviceReplay: RecordReplay<ServiceState> = {
  initial: initialServiceState,
  evolve: (state, event) => evolveService(state, event as unknown as ServiceEvent),
  record(state, _target, signupsShown = 0) {
    if (state.status === 'none') return null;
    const all = [...state.signups.values()];
    const signups = (signupsShown > 0 ? all.sort((a, b) => a.seq - b.seq).slice(0, signupsShown) : [])
      .map(({ userId, status, signedUpAt, waitlistPriority, code }) => ({ userId, status, signedUpAt, waitlistPriority, code }));
    const settings: ServiceSettings = { ...state.settings };
    return { name: settings.name, fields: { ...settings }, signups, signupsTotal: all.length };
  },
};

/** The member a sign-up event is about, if it is one. */
export const signupMemberOf = (event: RecordedEvent): string | null => {
  const userId = (event.data as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : null;
};
