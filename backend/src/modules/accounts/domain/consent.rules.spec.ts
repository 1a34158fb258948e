import { deciderSpec } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';

const spec = deciderSpec(userDecider);
const grant = { type: 'GrantPartnerConsent' as const, data: { partnerId: 'p1', data: ['name', 'email'] } };
const granted = { type: 'PartnerConsentGranted' as const, data: { userId: 'u1', partnerId: 'p1', data: ['name', 'email'], grantedAt: f.NOW.toISOString() } };

describe('partner consents', () => {
  it('records each grant of an activated member', () => {
    spec.given([f.applied, f.activated, f.passwordSet]).when(grant).then([granted]);
    spec.given([f.applied, f.activated, f.passwordSet, granted]).when(grant).then([granted]);
  });

  it('refuses a member not activated', () => spec.given([f.applied]).when(grant).thenThrows('NOT_ACTIVATED'));

  it('revokes a live grant, and only that', () => {
    spec.given([f.applied, f.activated, granted]).when({ type: 'RevokePartnerConsent', data: { partnerId: 'p1' } }).then([{ type: 'PartnerConsentRevoked', data: { userId: 'u1', partnerId: 'p1' } }]);
    spec.given([f.applied, f.activated]).when({ type: 'RevokePartnerConsent', data: { partnerId: 'p1' } }).thenThrows('PARTNER_NOT_FOUND');
    spec
      .given([f.applied, f.activated, granted, { type: 'PartnerConsentRevoked', data: { userId: 'u1', partnerId: 'p1' } }])
      .when({ type: 'RevokePartnerConsent', data: { partnerId: 'p1' } })
      .thenThrows('PARTNER_NOT_FOUND');
  });
});
