import { deciderSpec } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';

const spec = deciderSpec(userDecider);

describe('profile', () => {
  const profile = { firstName: 'Anna', lastName: 'Kiss', nickName: 'Panni', phone: '+36 30 1', zip: '6720', city: 'Szeged', schoolId: 's1' };
  it('clears szakmaiTargy and idenErettsegi when technikum is unticked', () =>
    spec
      .given([f.applied, f.activated])
      .when({ type: 'UpdateProfile', data: { ...profile, ...f.levels, szakgimnazium: false } })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, ...f.levels, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: false } }]));
  it('clears idenErettsegi when szakmaiTargy is unticked', () =>
    spec
      .given([f.applied, f.activated])
      .when({ type: 'UpdateProfile', data: { ...profile, ...f.levels, szakmaiTargy: false } })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, ...f.levels, szakmaiTargy: false, idenErettsegi: false } }]));
  it('asks activated members only for a data check, not staff', () => {
    spec.given([f.adminBootstrapped]).when({ type: 'RequestProfileCheck', data: {} }).then([]);
    spec.given([f.applied, f.activated]).when({ type: 'RequestProfileCheck', data: {} }).then([{ type: 'ProfileCheckRequested', data: { userId: 'u1' } }]);
    spec.given([f.applied]).when({ type: 'RequestProfileCheck', data: {} }).then([]);
  });
});
