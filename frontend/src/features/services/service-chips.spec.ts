import { describe, expect, it } from 'vitest';
import { hu } from '@/i18n/hu';
import { serviceChips, type ChipFacts } from './service-chips';

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
};

const chipsOf = (facts: Partial<ChipFacts>) => serviceChips({ ...open, ...facts }).map((chip) => hu.services.chips[chip]);

const signedUpApproved = { signedUp: true, approved: true };
const awaiting = { signedUp: true, approved: false };

describe('service chips: every row of the SPEC §4 table', () => {
  it.each<[string, string, Partial<ChipFacts>, Partial<ChipFacts>[]]>([
    ['Betelt', 'full and not signed up', { full: true }, [{}, { full: true, ...signedUpApproved }, { full: true, ...awaiting }]],
    ['Jelentkezve', 'signed up and approved', signedUpApproved, [awaiting, {}, { rejected: true }, { onWaitlist: true }]],
    ['Elutasítva', 'rejected', { rejected: true }, [{}, signedUpApproved, { onWaitlist: true }]],
    ['Jóváhagyás alatt', 'signed up, not yet decided', awaiting, [signedUpApproved, { rejected: true }, { onWaitlist: true }, {}]],
    ['Elérhető', 'active, not full, not signed up', {}, [{ active: false }, { full: true }, signedUpApproved, awaiting]],
    [
      'Nem elérhető',
      'inactive and neither signed up nor on the waitlist',
      { active: false },
      [{}, { active: false, ...signedUpApproved }, { active: false, ...awaiting }, { active: false, onWaitlist: true }],
    ],
    [
      'Várólista elérhető',
      'full, waitlist available, active, not signed up',
      { full: true, waitlistAvailable: true },
      [
        { full: false, waitlistAvailable: true },
        { full: true, waitlistAvailable: false },
        { full: true, waitlistAvailable: true, active: false },
        { full: true, waitlistAvailable: true, ...signedUpApproved },
      ],
    ],
    ['Várólistán', 'on the waitlist', { full: true, waitlistAvailable: true, onWaitlist: true }, [{}, awaiting, { full: true, waitlistAvailable: true }]],
    [
      'Jóváhagyás szükséges',
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
  it.each<[string, Partial<ChipFacts>, string[]]>([
    ['an open service', {}, ['Elérhető']],
    ['an open service needing approval', { needsApproval: true }, ['Elérhető', 'Jóváhagyás szükséges']],
    ['a full service without a waitlist', { full: true }, ['Betelt']],
    ['a full service with a waitlist', { full: true, waitlistAvailable: true }, ['Betelt', 'Várólista elérhető']],
    ['a full service needing approval', { full: true, needsApproval: true }, ['Betelt']],
    ['a full, inactive service with a waitlist', { full: true, waitlistAvailable: true, active: false }, ['Betelt', 'Nem elérhető']],
    ['an inactive service', { active: false }, ['Nem elérhető']],
    ['an approved seat on a full service', { full: true, ...signedUpApproved }, ['Jelentkezve']],
    ['an approved seat on an inactive service', { active: false, ...signedUpApproved }, ['Jelentkezve']],
    ['a seat awaiting approval', { needsApproval: true, ...awaiting }, ['Jóváhagyás alatt']],
    ['a place on the waitlist of a full service', { full: true, waitlistAvailable: true, onWaitlist: true }, ['Várólistán']],
    ['a place on the waitlist once seats freed', { onWaitlist: true, waitlistAvailable: true }, ['Várólistán']],
    ['a rejected sign-up on an open service', { needsApproval: true, rejected: true }, ['Elutasítva']],
    ['a rejected sign-up on a full service', { full: true, rejected: true }, ['Elutasítva']],
    ['a rejected sign-up on an inactive service', { active: false, rejected: true }, ['Elutasítva', 'Nem elérhető']],
  ])('%s', (_case, facts, expected) => {
    expect(chipsOf(facts)).toEqual(expected);
  });

  it('always gives a waitlisted, rejected or signed-up member exactly one status of their own', () => {
    const own = ['Jelentkezve', 'Jóváhagyás alatt', 'Várólistán', 'Elutasítva'];
    const states = [signedUpApproved, awaiting, { onWaitlist: true }, { rejected: true }];
    for (const state of states) {
      for (const active of [true, false]) {
        for (const full of [true, false]) {
          for (const waitlistAvailable of [true, false]) {
            for (const needsApproval of [true, false]) {
              const chips = chipsOf({ ...state, active, full, waitlistAvailable, needsApproval });
              expect(chips.filter((chip) => own.includes(chip))).toHaveLength(1);
              expect(chips).not.toContain('Elérhető');
              expect(chips).not.toContain('Betelt');
              expect(chips).not.toContain('Várólista elérhető');
              expect(chips).not.toContain('Jóváhagyás szükséges');
            }
          }
        }
      }
    }
  });
});
