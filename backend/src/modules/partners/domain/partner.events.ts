import { DomainEvent } from '../../../shared/decider';
import { PartnerData } from './partner.types';

export interface PartnerSettings {
  name: string;
  /** Canonical origins (`scheme://host[:port]`). */
  origins: string[];
  data: PartnerData[];
  active: boolean;
}

export type PartnerRegistered = DomainEvent<'PartnerRegistered', { partnerId: string } & PartnerSettings>;
/**
 * Only the settings that changed, apart from the id, as ServiceSettingsChanged keeps them (shape 2,
 * issue 39 §4). Shape 1 spread them beside `partnerId`: partner.upcasters.ts reads it into this one.
 */
export type PartnerChanged = DomainEvent<'PartnerChanged', { partnerId: string; changes: Partial<PartnerSettings> }>;

export type PartnerEvent = PartnerRegistered | PartnerChanged;

export const PARTNER_EVENT_TYPES: PartnerEvent['type'][] = ['PartnerRegistered', 'PartnerChanged'];

export const partnerStream = (partnerId: string) => `partner-${partnerId}`;
