import { Projection } from '../../../platform/projections/projection';
import { PARTNER_EVENT_TYPES, PartnerEvent, PartnerSettings } from '../domain/partner.events';
import { readModel } from '../../../platform/read-store/read-model';

export interface PartnerDoc extends PartnerSettings {
  _id: string;
  [key: string]: unknown;
}

export const PARTNERS = readModel<PartnerDoc>('partners');

export const partnersProjection: Projection<PartnerDoc, PartnerEvent> = {
  model: PARTNERS,
  version: 1,
  handles: PARTNER_EVENT_TYPES,
  documentId: (event) => event.data.partnerId,
  evolve: (doc, event) => {
    if (event.type === 'PartnerChanged') return doc ? { ...doc, ...event.data.changes } : null;
    const { partnerId, ...settings } = event.data;
    return { _id: partnerId, ...settings };
  },
};
