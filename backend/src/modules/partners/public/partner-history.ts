import { RecordReplay } from '../../../platform/projections/record-replay';
import { partnerDecider, PartnerState } from '../domain/partner.decider';
import { PartnerEvent } from '../domain/partner.events';

/** A partner's stream, folded with the partner decider's own evolve: its settings, as the partner form has them. */
export const partnerReplay: RecordReplay<PartnerState> = {
  initial: partnerDecider.initialState,
  evolve: (state, event) => partnerDecider.evolve(state, event as unknown as PartnerEvent),
  record(state) {
    if (!state.exists) return null;
    const { name, origins, data, active } = state;
    return { name, fields: { name, origins: [...origins], data: [...data], active } };
  },
};
