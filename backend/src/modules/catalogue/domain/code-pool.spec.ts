import { deciderSpec } from '../../../shared/testing/decider-specification';
import { serviceDecider } from './service.decider';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const { open, signedUp, forUser, codesAdded, codeAssigned } = f;
const coupon = (more = {}) => open(10, { type: 1, needsApproval: true, ...more });
const addCodes = (...codes: string[]) => ({ type: 'AddCodes' as const, data: { codes } });

describe('coupon codes (issue 4 §7)', () => {
  it('hands the next unused code to a sign-up when it is approved', () =>
    spec.given([...coupon(), codesAdded('A', 'B'), signedUp('u1', 'awaiting')]).when(forUser('ApproveSignup', 'u1')).then([f.approved('u1', 'A')]));
  it('never hands out the same code twice', () =>
    spec
      .given([...coupon(), codesAdded('A', 'B'), signedUp('u1', 'awaiting'), signedUp('u2', 'awaiting'), f.approved('u1', 'A')])
      .when(forUser('ApproveSignup', 'u2'))
      .then([f.approved('u2', 'B')]));
  it('draws a code at sign-up where no approval is needed', () =>
    spec.given([...coupon({ needsApproval: false }), codesAdded('A')]).when(f.signUp('u1')).then([signedUp('u1', 'approved', { code: 'A' })]));
  it('still approves when the pool is dry; the code follows when codes are added', () => {
    spec.given([...coupon(), codesAdded('A'), signedUp('u1', 'awaiting'), signedUp('u2', 'awaiting'), f.approved('u1', 'A')]).when(forUser('ApproveSignup', 'u2')).then([f.approved('u2')]);
    spec
      .given([...coupon(), codesAdded('A'), signedUp('u1', 'awaiting'), signedUp('u2', 'awaiting'), f.approved('u1', 'A'), f.approved('u2')])
      .when(addCodes('B', 'C'))
      .then([codesAdded('B', 'C'), codeAssigned('u2', 'B')]);
  });
  it('serves waiting sign-ups in approval order', () =>
    spec
      .given([...coupon(), signedUp('u1', 'awaiting'), signedUp('u2', 'awaiting'), f.approved('u2'), f.approved('u1')])
      .when(addCodes('A'))
      .then([codesAdded('A'), codeAssigned('u2', 'A')]));
  it('keeps the code of a sign-up through unapprove and re-approve', () =>
    spec
      .given([...coupon(), codesAdded('A', 'B'), signedUp('u1', 'awaiting'), f.approved('u1', 'A'), f.unapproved('u1')])
      .when(forUser('ApproveSignup', 'u1'))
      .then([f.approved('u1')]));
  it('gives codes to earlier approvals when a service becomes a coupon service', () =>
    spec
      .given([...open(10), codesAdded('A'), signedUp('u1')])
      .when({ type: 'ChangeSettings', data: { changes: { type: 1 }, takenSubPageUrls: [] } })
      .then([f.settings({ type: 1 }), codeAssigned('u1', 'A')]));
  it('draws no code for a normal service', () =>
    spec.given([...open(10, { needsApproval: true }), codesAdded('A'), signedUp('u1', 'awaiting')]).when(forUser('ApproveSignup', 'u1')).then([f.approved('u1')]));
  it('adds only new codes: blanks and duplicates are skipped, and nothing new appends nothing', () => {
    spec.given([...coupon(), codesAdded('A')]).when(addCodes(' B ', 'A', '', 'B', 'C')).then([codesAdded('B', 'C')]);
    spec.given([...coupon(), codesAdded('A')]).when(addCodes('A', ' ')).then([]);
  });
});
