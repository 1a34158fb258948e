import { Command, Decider } from '../../../shared/decider';
import { ValidationFailed } from '../../../shared/domain-error';
import { partnerNotFound } from '../../../shared/platform-errors';
import { unreachable } from '../../../shared/unreachable';
import { PartnerEvent, PartnerSettings } from './partner.events';
import { canonicalOrigin, PARTNER_DATA, PartnerData } from './partner.types';
import { partnerExists } from './partners.errors';

export type RegisterPartner = Command<'RegisterPartner', { partnerId: string } & PartnerSettings>;
export type ChangePartner = Command<'ChangePartner', Partial<PartnerSettings>>;
export type PartnerCommand = RegisterPartner | ChangePartner;

export type PartnerState = ({ exists: true; partnerId: string } & PartnerSettings) | { exists: false };

/** Origins exactly `scheme://host[:port]` (canonical, repeats removed), data only the four SPEC names, in their order. */
function checked(settings: Partial<PartnerSettings>): Partial<PartnerSettings> {
  const result: Partial<PartnerSettings> = { ...settings };
  if (settings.name !== undefined) {
    const name = settings.name.trim();
    if (name === '') throw new ValidationFailed([{ field: 'name', code: 'isNotEmpty' }]);
    result.name = name;
  }
  if (settings.origins !== undefined) {
    const origins = settings.origins.map(canonicalOrigin);
    if (origins.length === 0 || origins.some((origin) => origin === null)) throw new ValidationFailed([{ field: 'origins', code: 'isOrigin' }]);
    result.origins = [...new Set(origins as string[])];
  }
  if (settings.data !== undefined) result.data = PARTNER_DATA.filter((item) => (settings.data as PartnerData[]).includes(item));
  return result;
}

function decide(command: PartnerCommand, state: PartnerState): PartnerEvent[] {
  switch (command.type) {
    case 'RegisterPartner': {
      if (state.exists) throw partnerExists();
      const { partnerId, ...settings } = command.data;
      return [{ type: 'PartnerRegistered', data: { partnerId, ...(checked(settings) as PartnerSettings) } }];
    }
    case 'ChangePartner': {
      if (!state.exists) throw partnerNotFound();
      const next = checked(command.data);
      const changed = Object.fromEntries(
        Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(state[key as keyof PartnerSettings])),
      );
      return Object.keys(changed).length === 0 ? [] : [{ type: 'PartnerChanged', data: { partnerId: state.partnerId, changes: changed } }];
    }
    default:
      return unreachable(command);
  }
}

function evolve(state: PartnerState, event: PartnerEvent): PartnerState {
  switch (event.type) {
    case 'PartnerRegistered': {
      const { partnerId, ...settings } = event.data;
      return { exists: true, partnerId, ...settings };
    }
    case 'PartnerChanged':
      return state.exists ? { ...state, ...event.data.changes } : state;
    default:
      return unreachable(event);
  }
}

export const partnerDecider: Decider<PartnerState, PartnerCommand, PartnerEvent> = {
  initialState: () => ({ exists: false }),
  evolve,
  decide,
};
