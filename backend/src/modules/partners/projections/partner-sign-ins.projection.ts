import { Projection } from '../../../platform/projections/projection';
import type { UserErased } from '../../accounts/public/member-erased';
import type { PartnerConsentGranted, PartnerConsentRevoked } from '../../accounts/public/partner-grants';
import { readModel } from '../../../platform/read-store/read-model';
import { budapestDay } from '../../../shared/budapest-time';

/**
 * A member's sign-ins to partner sites, for the admin insights (issue 25). The club asks for consent at
 * every partner sign-in and records it as PartnerConsentGranted in the member's stream just before it
 * signs the assertion (partners/commands/partner-sign-in-commands.ts), so each such event is one
 * sign-in; it is a new consent when the member held no standing grant for that site (the first time,
 * or again after revoking). Kept per member so that an erasure takes them out of every figure.
 */
export interface PartnerSignInsDoc {
  _id: string;
  /** Sites the member lets receive data now. */
  held: string[];
  /** Each sign-in by its Budapest day, told once here (issue 40). */
  signIns: Array<{ partnerId: string; day: string; newConsent: boolean }>;
  [key: string]: unknown;
}

export const PARTNER_SIGN_INS = readModel<PartnerSignInsDoc>('partner-sign-ins');

type Handled = PartnerConsentGranted | PartnerConsentRevoked | UserErased;

export const partnerSignInsProjection: Projection<PartnerSignInsDoc, Handled> = {
  model: PARTNER_SIGN_INS,
  // 2: sign-ins by day, not by moment (issue 40).
  version: 2,
  handles: ['PartnerConsentGranted', 'PartnerConsentRevoked', 'UserErased'],
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    if (event.type === 'UserErased') return null;
    const { userId, partnerId } = event.data;
    const current = doc ?? { _id: userId, held: [], signIns: [] };
    if (event.type === 'PartnerConsentRevoked') return { ...current, held: current.held.filter((id) => id !== partnerId) };
    const newConsent = !current.held.includes(partnerId);
    return {
      ...current,
      held: newConsent ? [...current.held, partnerId] : current.held,
      signIns: [...current.signIns, { partnerId, day: budapestDay(event.metadata.occurredAt), newConsent }],
    };
  },
};
