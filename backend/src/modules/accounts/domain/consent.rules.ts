import { DecisionMeta } from '../../../shared/decider';
import { partnerNotFound } from '../../../shared/platform-errors';
import * as errors from './accounts.errors';
import { GrantPartnerConsent, RevokePartnerConsent } from './user.commands';
import { UserEvent } from './user.events';
import { UserState } from './user.state';

/**
 * Only an activated member grants a partner site their data; each grant is recorded (the screen is
 * shown, and asks, every time), so the member's history says what went where and when.
 */
export function grantPartnerConsent(state: UserState, { data }: GrantPartnerConsent, { now }: DecisionMeta): UserEvent[] {
  if (state.status !== 'activated') throw errors.notActivated();
  return [{ type: 'PartnerConsentGranted', data: { userId: state.userId, partnerId: data.partnerId, data: data.data, grantedAt: now.toISOString() } }];
}

/** Revoking a partner the member never granted (or already revoked) is PARTNER_NOT_FOUND. */
export function revokePartnerConsent(state: UserState, { data }: RevokePartnerConsent): UserEvent[] {
  if (state.status === 'none' || !state.partners.includes(data.partnerId)) throw partnerNotFound();
  return [{ type: 'PartnerConsentRevoked', data: { userId: state.userId, partnerId: data.partnerId } }];
}
