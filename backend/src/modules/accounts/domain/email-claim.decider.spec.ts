import { deciderSpec } from '../../../shared/testing/decider-specification';
import { emailClaimDecider } from './email-claim.decider';

describe('e-mail uniqueness', () => {
  const claims = deciderSpec(emailClaimDecider);
  it('claims a free e-mail for a user', () =>
    claims.given([]).when({ type: 'ClaimEmail', data: { userId: 'u1' } }).then([{ type: 'EmailClaimed', data: { userId: 'u1' } }]));
  it('refuses an e-mail that is already claimed with EMAIL_TAKEN', () =>
    claims.given([{ type: 'EmailClaimed', data: { userId: 'u1' } }]).when({ type: 'ClaimEmail', data: { userId: 'u2' } }).thenThrows('EMAIL_TAKEN'));
});
