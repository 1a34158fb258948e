import type { Addressed, ModuleNotices } from '../../../platform/live/live-notices';
import { SIGNUP_EVENT_TYPES } from '../domain/service.events';

/** A service's seats or settings changed: every signed-in tab may show it; the member's own sign-up too. */
export const serviceNotices: ModuleNotices = {
  types: [...SIGNUP_EVENT_TYPES, 'ServiceSettingsChanged', 'CodesAdded'],
  source: (event) => {
    const { serviceId, userId } = event.data as { serviceId: string; userId?: string };
    const notices: Addressed[] = [{ audience: 'members', notice: { topic: 'service', serviceId } }];
    if (userId) notices.push({ audience: { userId }, notice: { topic: 'signup', serviceId } });
    return notices;
  },
};
