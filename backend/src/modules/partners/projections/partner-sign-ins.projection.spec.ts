import { replay } from '../../../platform/projections/testing/replay';
import type { PartnerConsentGranted, PartnerConsentRevoked } from '../../accounts/public/partner-grants';
import { partnerSignInsProjection } from './partner-sign-ins.projection';

const granted: PartnerConsentGranted = { type: 'PartnerConsentGranted', data: { userId: 'u1', partnerId: 'p', data: ['name'], grantedAt: 'x' } };
const revoked: PartnerConsentRevoked = { type: 'PartnerConsentRevoked', data: { userId: 'u1', partnerId: 'p' } };

describe('partner sign-ins projection: every consent given at a partner sign-in is a sign-in', () => {
  it('counts a new consent only where the member held no standing grant for the site', () => {
    const doc = replay(partnerSignInsProjection, [granted, granted, revoked, granted]).get('u1');
    expect(doc?.signIns.map((signIn) => signIn.newConsent)).toEqual([true, false, true]);
    expect(doc?.held).toEqual(['p']);
  });

  it('forgets the member\'s sign-ins when they are erased', () => {
    expect(replay(partnerSignInsProjection, [granted, { type: 'UserErased', data: { userId: 'u1', erasedAt: 'x' } }]).get('u1')).toBeUndefined();
  });
});
