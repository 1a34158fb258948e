import { Projection } from '../../../platform/projections/projection';
import type { UserErased } from '../../accounts/public/member-erased';
import type { PartnerConsentGranted, PartnerConsentRevoked } from '../../accounts/public/partner-grants';

/** A member's live grants, the newest of each partner: the profile's "Kapcsolt oldalak". */
export interface PartnerGrantsDoc {
  _id: string;
  grants: Array<{ partnerId: string; data: string[]; grantedAt: string }>;
  [key: string]: unknown;
}

export const PARTNER_GRANTS = 'partner-grants';

type GrantEvent = PartnerConsentGranted | PartnerConsentRevoked | UserErased;

export const partnerGrantsProjection: Projection<PartnerGrantsDoc, GrantEvent> = {
  name: 'partner-grants',
  version: 1,
  collection: PARTNER_GRANTS,
  handles: ['PartnerConsentGranted', 'PartnerConsentRevoked', 'UserErased'],
  documentId: (event) => event.data.userId,
  evolve: (doc, event) => {
    if (event.type === 'UserErased') return null;
    const others = (doc?.grants ?? []).filter((grant) => grant.partnerId !== event.data.partnerId);
    if (event.type === 'PartnerConsentRevoked') return { _id: event.data.userId, grants: others };
    const { partnerId, data, grantedAt } = event.data;
    return { _id: event.data.userId, grants: [...others, { partnerId, data, grantedAt }] };
  },
};
