import { Projection } from '../../../platform/projections/projection';
import { PARTNER_EVENT_TYPES, PartnerEvent, PartnerSettings } from '../domain/partner.events';

export interface PartnerDoc extends PartnerSettings {
  _id: string;
  [key: string]: unknown;
}

export const PARTNERS = 'partners';

export const partnersProjection: Projection<PartnerDoc, PartnerEvent> = {
  name: 'partners',
  version: 1,
  collection: PARTNERS,
  handles: PARTNER_EVENT_TYPES,
  documentId: (event) => event.data.partnerId,
  evolve: (doc, event) => {
    const { partnerId, ...settings } = event.data;
    if (event.type === 'PartnerRegistered') return { _id: partnerId, ...(settings as PartnerSettings) };
    return doc ? { ...doc, ...settings } : null;
  },
};
