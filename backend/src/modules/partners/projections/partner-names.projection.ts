import { Projection } from '../../../platform/projections/projection';
import { readModel } from '../../../platform/read-store/read-model';
import { budapestDay } from '../../../shared/budapest-time';
import { Dated, recordOnDay } from '../../../shared/by-day';
import { PARTNER_EVENT_TYPES, PartnerEvent } from '../domain/partner.events';

/**
 * Each partner site's names by the day it got them, the first on the day it was registered: the
 * insights "as of a day" list the sites there were then, under the name they had (issue 40), without
 * replaying the log.
 */
export interface PartnerNamesDoc {
  _id: string;
  names: Array<Dated & { name: string }>;
  [key: string]: unknown;
}

export const PARTNER_NAMES = readModel<PartnerNamesDoc>('partner-names');

export const partnerNamesProjection: Projection<PartnerNamesDoc, PartnerEvent> = {
  model: PARTNER_NAMES,
  version: 1,
  handles: PARTNER_EVENT_TYPES,
  documentId: (event) => event.data.partnerId,
  evolve(doc, event) {
    const day = budapestDay(event.metadata.occurredAt);
    if (event.type === 'PartnerRegistered') return { _id: event.data.partnerId, names: [{ day, name: event.data.name }] };
    const name = event.data.changes.name;
    return doc && name !== undefined && name !== doc.names.at(-1)?.name ? { ...doc, names: recordOnDay(doc.names, { day, name }) } : doc;
  },
};
