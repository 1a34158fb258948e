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
    if (event.type === 'PartnerChanged') return doc ? { ...doc, ...event.data.changes } : null;
    const { partnerId, ...settings } = event.data;
    return { _id: partnerId, ...settings };
  },
};
