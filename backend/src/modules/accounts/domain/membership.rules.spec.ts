import { deciderSpec } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';
import { UserEvent } from './user.events';

const spec = deciderSpec(userDecider);

describe('teacher application', () => {
  const { appliedAt, ...applyData } = (f.applied as Extract<UserEvent, { type: 'TeacherApplied' }>).data;
  it('records the application of a new person', () =>
    spec.given([]).when({ type: 'ApplyAsTeacher', data: applyData }).then([f.applied]));
  it('refuses a second application on the same account with EMAIL_TAKEN', () =>
    spec.given([f.applied]).when({ type: 'ApplyAsTeacher', data: applyData }).thenThrows('EMAIL_TAKEN'));
});

describe('importing existing members', () => {
  const importing = { type: 'ImportMember' as const, data: { ...f.contact, userId: 'u1', code: { codeId: 'c-id', codeHash: 'completion-hash' } } };
  it('records the member with a completion link that expires in 30 days', () => spec.given([]).when(importing).then([f.imported]));
  it('refuses importing an e-mail that already has an account', () => spec.given([f.applied]).when(importing).thenThrows('EMAIL_TAKEN'));
});
