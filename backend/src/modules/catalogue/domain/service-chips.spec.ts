import { ChipFacts, ServiceChip, serviceChips } from './service-chips';

/** An active, open service with no sign-up. */
const open: ChipFacts = {
  active: true,
  full: false,
  needsApproval: false,
  waitlistAvailable: false,
  signedUp: false,
  approved: false,
  rejected: false,
  onWaitlist: false,
  hasSignup: false,
};

const chipsOf = (facts: Partial<ChipFacts>) => serviceChips({ ...open, ...facts });

/** The sign-ups as the server's member view sends them (queries/signup-flags.ts). */
const signedUpApproved = { signedUp: true, approved: true, hasSignup: true };
const awaiting = { signedUp: true, approved: false, hasSignup: true };
const waitlisted = { onWaitlist: true, hasSignup: true };
const rejectedSignup = { rejected: true, hasSignup: true };

describe('service chips: every row of the SPEC §4 table', () => {
  it.each<[ServiceChip, string, Partial<ChipFacts>, Partial<ChipFacts>[]]>([
    ['full', 'full and not signed up', { full: true }, [{}, { full: true, ...signedUpApproved }, { full: true, ...awaiting }]],
    ['signedUp', 'signed up and approved', signedUpApproved, [awaiting, {}, rejectedSignup, waitlisted]],
    ['rejected', 'rejected', rejectedSignup, [{}, signedUpApproved, waitlisted]],
    ['awaitingApproval', 'signed up, not yet decided', awaiting, [signedUpApproved, rejectedSignup, waitlisted, {}]],
    ['available', 'active, not full, not signed up', {}, [{ active: false }, { full: true }, signedUpApproved, awaiting]],
    [
      'unavailable',
      'inactive and neither signed up nor on the waitlist',
      { active: false },
      [{}, { active: false, ...signedUpApproved }, { active: false, ...awaiting }, { active: false, ...waitlisted }],
    ],
    [
      'waitlistAvailable',
      'full, waitlist available, active, not signed up',
      { full: true, waitlistAvailable: true },
      [
        { full: false, waitlistAvailable: true },
        { full: true, waitlistAvailable: false },
        { full: true, waitlistAvailable: true, active: false },
        { full: true, waitlistAvailable: true, ...signedUpApproved },
      ],
    ],
    ['onWaitlist', 'on the waitlist', { full: true, waitlistAvailable: true, ...waitlisted }, [{}, awaiting, { full: true, waitlistAvailable: true }]],
    [
      'approvalNeeded',
      'approval needed, not signed up and not full',
      { needsApproval: true },
      [{}, { needsApproval: true, full: true }, { needsApproval: true, ...awaiting }, { needsApproval: true, ...signedUpApproved }],
    ],
  ])("'%s' shows when %s, and not otherwise", (label, _rule, shown, notShown) => {
    expect(chipsOf(shown)).toContain(label);
    for (const facts of notShown) expect(chipsOf(facts)).not.toContain(label);
  });
});

describe('service chips: what a card shows, in order', () => {
  it.each<[string, Partial<ChipFacts>, ServiceChip[]]>([
    ['an open service', {}, ['available']],
    ['an open service needing approval', { needsApproval: true }, ['available', 'approvalNeeded']],
    ['a full service without a waitlist', { full: true }, ['full']],
    ['a full service with a waitlist', { full: true, waitlistAvailable: true }, ['full', 'waitlistAvailable']],
    ['a full service needing approval', { full: true, needsApproval: true }, ['full']],
    ['a full, inactive service with a waitlist', { full: true, waitlistAvailable: true, active: false }, ['full', 'unavailable']],
    ['an inactive service', { active: false }, ['unavailable']],
    ['an approved seat on a full service', { full: true, ...signedUpApproved }, ['signedUp']],
    ['an approved seat on an inactive service', { active: false, ...signedUpApproved }, ['signedUp']],
    ['a seat awaiting approval', { needsApproval: true, ...awaiting }, ['awaitingApproval']],
    ['a place on the waitlist of a full service', { full: true, waitlistAvailable: true, ...waitlisted }, ['onWaitlist']],
    ['a place on the waitlist once seats freed', { ...waitlisted, waitlistAvailable: true }, ['onWaitlist']],
    ['a rejected sign-up on an open service', { needsApproval: true, ...rejectedSignup }, ['rejected']],
    ['a rejected sign-up on a full service', { full: true, ...rejectedSignup }, ['rejected']],
    ['a rejected sign-up on an inactive service', { active: false, ...rejectedSignup }, ['rejected', 'unavailable']],
  ])('%s', (_case, facts, expected) => {
    expect(chipsOf(facts)).toEqual(expected);
  });

  it('always gives a waitlisted, rejected or signed-up member exactly one status of their own', () => {
    const own: ServiceChip[] = ['signedUp', 'awaitingApproval', 'onWaitlist', 'rejected'];
    const states = [signedUpApproved, awaiting, waitlisted, rejectedSignup];
    for (const state of states) {
      for (const active of [true, false]) {
        for (const full of [true, false]) {
          for (const waitlistAvailable of [true, false]) {
            for (const needsApproval of [true, false]) {
              const chips = chipsOf({ ...state, active, full, waitlistAvailable, needsApproval });
              expect(chips.filter((chip) => own.includes(chip))).toHaveLength(1);
              expect(chips).not.toContain('available');
              expect(chips).not.toContain('full');
              expect(chips).not.toContain('waitlistAvailable');
              expect(chips).not.toContain('approvalNeeded');
            }
          }
        }
      }
    }
  });
});
