import { Projection } from '../../../platform/projections/projection';
import type { UserErased } from '../../accounts/public/member-erased';
import type { PartnerConsentGranted, PartnerConsentRevoked } from '../../accounts/public/partner-grants';
import { readModel } from '../../../platform/read-store/read-model';

/** A member's live grants, the newest of each partner: the profile's "Kapcsolt oldalak". */
export interface PartnerGrantsDoc {
  _id: string;
  grants: Array<{ partnerId: string; data: string[]; grantedAt: string }>;
  /** The grants' partners, for a partner's list of consents (read-store queries compare top-level fields only). */
  partnerIds: string[];
  [key: string]: unknown;
}

export const PARTNER_GRANTS = readModel<PartnerGrantsDoc>('partner-grants');

type GrantEvent = PartnerConsentGranted | PartnerConsentRevoked | UserErased;

export const partnerGrantsProjection: Projection<PartnerGrantsDoc, GrantEvent> = {
  model: PARTNER_GRANTS,
  version: 2,
  handles: ['PartnerConsentGranted', 'PartnerConsentRevoked', 'UserErased'],
  documentId: (event) => event.data.userId,
  evolve: (doc, event) => {
    if (event.type === 'UserErased') return null;
    const others = (doc?.grants ?? []).filter((grant) => grant.partnerId !== event.data.partnerId);
    if (event.type === 'PartnerConsentRevoked') return withPartnerIds(event.data.userId, others);
    const { partnerId, data, grantedAt } = event.data;
    return withPartnerIds(event.data.userId, [...others, { partnerId, data, grantedAt }]);
  },
};

const withPartnerIds = (userId: string, grants: PartnerGrantsDoc['grants']): PartnerGrantsDoc => ({
  _id: userId,
  grants,
  partnerIds: grants.map((grant) => grant.partnerId),
});
