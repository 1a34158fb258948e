import { fold } from '../../../shared/decider';
import { deciderSpec, SPEC_NOW } from '../../../shared/testing/decider-specification';
import { ServiceCommand } from './service.commands';
import { serviceDecider } from './service.decider';
import { ServiceEvent } from './service.events';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const { signedUp, forUser, codesAdded, cancelled } = f;
const coupon = (more = {}) => f.open(10, { type: 1, ...more });
const approve = (userId: string) => forUser('ApproveSignup', userId);

/** Runs the commands one after the other, each decided on the events of those before, as the runner would. */
function run(given: ServiceEvent[], commands: ServiceCommand[]): ServiceEvent[] {
  const events = [...given];
  for (const command of commands) events.push(...serviceDecider.decide(command, fold(serviceDecider, events), { now: SPEC_NOW, actorId: null }));
  return events;
}
const codesHanded = (events: ServiceEvent[]) => events.flatMap((e) => ('code' in e.data && e.data.code !== null ? [e.data.code] : []));
const rounds = (n: number, ...round: ServiceCommand[]) => Array.from({ length: n }, () => round).flat();

describe('one coupon code per member per service (issue 38 §4)', () => {
  it('hands a member their own code back on every sign-up after a cancel, and the pool moves on once', () => {
    const events = run([...coupon(), codesAdded('A', 'B', 'C', 'D')], [...rounds(4, f.signUp('u1'), f.cancel('u1')), f.signUp('u2')]);
    expect(codesHanded(events)).toEqual(['A', 'A', 'A', 'A', 'B']);
    expect(fold(serviceDecider, events)).toMatchObject({ nextCode: 2 });
  });
  it('signs a returning member up with the code they were handed, another member with the next one', () => {
    const given = [...coupon(), codesAdded('A', 'B'), signedUp('u1', 'approved', { code: 'A' }), cancelled('u1'), signedUp('u1', 'approved', { code: 'A' }), cancelled('u1')];
    spec.given(given).when(f.signUp('u1')).then([signedUp('u1', 'approved', { code: 'A' })]);
    spec.given(given).when(f.signUp('u2')).then([signedUp('u2', 'approved', { code: 'B' })]);
  });
  it('approves a returning member with their own code: approve, cancel, sign up, approve again', () => {
    const events = run([...coupon({ needsApproval: true }), codesAdded('A', 'B')], [...rounds(3, f.signUp('u1'), approve('u1'), f.cancel('u1')), f.signUp('u2'), approve('u2')]);
    expect(codesHanded(events)).toEqual(['A', 'A', 'A', 'B']);
    const given = [...coupon({ needsApproval: true }), codesAdded('A', 'B'), signedUp('u1', 'awaiting'), f.approved('u1', 'A'), cancelled('u1'), signedUp('u1', 'awaiting')];
    spec.given(given).when(approve('u1')).then([f.approved('u1', 'A')]);
  });
  it('keeps the code with the member when staff delete the sign-up', () =>
    spec
      .given([...coupon({ needsApproval: true }), codesAdded('A', 'B'), signedUp('u1', 'awaiting'), f.approved('u1', 'A'), f.deleted('u1'), signedUp('u1', 'awaiting')])
      .when(approve('u1'))
      .then([f.approved('u1', 'A')]));
  it('hands the own code back even when the pool is dry', () =>
    spec
      .given([...coupon(), codesAdded('A'), signedUp('u1', 'approved', { code: 'A' }), cancelled('u1'), signedUp('u2')])
      .when(f.signUp('u1'))
      .then([signedUp('u1', 'approved', { code: 'A' })]));
  it('gives a member promoted from the waitlist their own code back', () =>
    spec
      .given([
        ...f.open(1, { type: 1, waitlistAvailable: true }), codesAdded('A', 'B'),
        signedUp('u1', 'approved', { code: 'A' }), cancelled('u1'), signedUp('u2', 'approved', { code: 'B' }), signedUp('u1', 'waitlisted'), cancelled('u2'),
      ])
      .when(f.promote)
      .then([f.promoted('u1', 'approved', 'A')]));
  it('gives the own code back when a service becomes a coupon service again', () =>
    spec
      .given([...coupon(), codesAdded('A', 'B'), signedUp('u1', 'approved', { code: 'A' }), cancelled('u1'), f.settings({ type: 0 }), signedUp('u1')])
      .when({ type: 'ChangeSettings', data: { changes: { type: 1 }, takenSubPageUrls: [] } })
      .then([f.settings({ type: 1 }), f.codeAssigned('u1', 'A')]));
  it('never hands an erased member’s code to anyone else', () => {
    spec.given([...coupon(), codesAdded('A', 'B'), signedUp('u1', 'approved', { code: 'A' }), f.erased('u1')]).when(f.signUp('u2')).then([signedUp('u2', 'approved', { code: 'B' })]);
    const erased = [...coupon(), codesAdded('A'), signedUp('u1', 'approved', { code: 'A' }), f.erased('u1')];
    spec.given(erased).when(f.signUp('u2')).then([signedUp('u2')]);
    expect(fold(serviceDecider, erased)).toMatchObject({ nextCode: 1, keptCodes: { size: 0 } });
  });
  it('reads logs from before: a code once handed out stays spent, the latest is the member’s own', () => {
    const before = [...coupon(), codesAdded('A', 'B', 'C'), signedUp('u1', 'approved', { code: 'A' }), cancelled('u1'), signedUp('u1', 'approved', { code: 'B' }), cancelled('u1')];
    spec.given(before).when(f.signUp('u2')).then([signedUp('u2', 'approved', { code: 'C' })]);
    spec.given(before).when(f.signUp('u1')).then([signedUp('u1', 'approved', { code: 'B' })]);
  });
});
