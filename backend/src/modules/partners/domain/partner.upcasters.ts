import { PartnerChanged, PartnerSettings } from './partner.events';

/** PartnerChanged as it was first written (shape 1): the changed settings spread beside the id. */
export type PartnerChangedV1 = { partnerId: string } & Partial<PartnerSettings>;

/**
 * How the partner events stored in older shapes are read (issue 39 §4): pure, registered by the module
 * (`moduleParts({ upcasters })`), applied by the platform to every event it reads. Each reads the shape
 * `from` and returns the next one.
 */
export const PARTNER_UPCASTERS = [
  {
    type: 'PartnerChanged',
    from: 1,
    upcast: ({ partnerId, ...changes }: PartnerChangedV1): PartnerChanged['data'] => ({ partnerId, changes }),
  },
];
