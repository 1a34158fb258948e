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
/** Only the settings that changed. */
export type PartnerChanged = DomainEvent<'PartnerChanged', { partnerId: string } & Partial<PartnerSettings>>;

export type PartnerEvent = PartnerRegistered | PartnerChanged;

export const PARTNER_EVENT_TYPES: PartnerEvent['type'][] = ['PartnerRegistered', 'PartnerChanged'];

export const partnerStream = (partnerId: string) => `partner-${partnerId}`;
