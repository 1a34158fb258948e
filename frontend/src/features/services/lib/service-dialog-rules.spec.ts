import { describe, expect, it } from 'vitest';
import type { MemberServiceView } from '@backend/contract/member-services';
import { dialogRules, type DialogInputs } from './service-dialog-rules';
import { memberService, withSignup } from '../testing/fixtures';

const idle: DialogInputs = { radioAnswer: null, online: true, busy: false };
const rulesOf = (overrides: Partial<MemberServiceView>, inputs: Partial<DialogInputs> = {}) =>
  dialogRules(memberService(overrides), { ...idle, ...inputs });

const radioService = { radio: true, radio1Text: 'Délelőtt', radio2Text: 'Délután', radioOptions: [1, 2] };

describe('detail dialog rules (SPEC §4)', () => {
  it.each<[string, Partial<MemberServiceView>, { kind: string; disabled: boolean }]>([
    ['not full', {}, { kind: 'apply', disabled: false }],
    ['full with a waitlist', { full: true, waitlistAvailable: true }, { kind: 'waitlist', disabled: false }],
    ['full without a waitlist', { full: true }, { kind: 'full', disabled: true }],
  ])('apply button when %s', (_case, service, expected) => {
    expect(rulesOf(service).apply).toEqual(expected);
  });

  it('disables applying while the radio question is unanswered', () => {
    expect(rulesOf(radioService).apply?.disabled).toBe(true);
    expect(rulesOf(radioService, { radioAnswer: 2 }).apply?.disabled).toBe(false);
  });

  it('disables applying and withdrawing offline and while a call is under way', () => {
    expect(rulesOf({}, { online: false }).apply?.disabled).toBe(true);
    expect(rulesOf({}, { busy: true }).apply?.disabled).toBe(true);
    expect(rulesOf(withSignup.approved, { online: false }).withdraw).toEqual({ disabled: true });
  });

  it('offers no apply button once the member has a sign-up of any kind', () => {
    for (const state of [withSignup.approved, withSignup.awaiting, withSignup.waitlisted, withSignup.rejected]) {
      expect(rulesOf(state).apply).toBeNull();
    }
  });

  it('inactive and not signed up: no apply button, the no-more-applications text instead', () => {
    expect(rulesOf({ active: false })).toMatchObject({ apply: null, inactiveText: true });
    expect(rulesOf({ active: false, ...withSignup.approved }).inactiveText).toBe(false);
    expect(rulesOf({ active: false, ...withSignup.waitlisted }).inactiveText).toBe(false);
  });

  it('offers withdrawing from a seat or the waitlist only where the service is cancelable', () => {
    expect(rulesOf(withSignup.approved).withdraw).toEqual({ disabled: false });
    expect(rulesOf(withSignup.awaiting).withdraw).toEqual({ disabled: false });
    expect(rulesOf(withSignup.waitlisted).withdraw).toEqual({ disabled: false });
    expect(rulesOf({ ...withSignup.approved, cancelable: false }).withdraw).toBeNull();
    expect(rulesOf(withSignup.rejected).withdraw).toBeNull();
    expect(rulesOf({}).withdraw).toBeNull();
  });

  it('shows the code only when approved and the service is type 1', () => {
    expect(rulesOf({ ...withSignup.approved, type: 1 }).showCode).toBe(true);
    expect(rulesOf({ ...withSignup.awaiting, type: 1 }).showCode).toBe(false);
    expect(rulesOf({ ...withSignup.approved, type: 0 }).showCode).toBe(false);
  });

  it("shows 'view content' only when signed up and a sub-page exists", () => {
    expect(rulesOf({ ...withSignup.approved, hasSubPage: true }).showContentLink).toBe(true);
    expect(rulesOf({ ...withSignup.awaiting, hasSubPage: true }).showContentLink).toBe(true);
    expect(rulesOf({ ...withSignup.approved, hasSubPage: false }).showContentLink).toBe(false);
    expect(rulesOf({ ...withSignup.waitlisted, hasSubPage: true }).showContentLink).toBe(false);
    expect(rulesOf({ hasSubPage: true }).showContentLink).toBe(false);
  });

  it('says in a sentence that a sign-up was rejected', () => {
    expect(rulesOf(withSignup.rejected).rejectedText).toBe(true);
    expect(rulesOf(withSignup.awaiting).rejectedText).toBe(false);
  });

  it('locks the radio answers once signed up', () => {
    expect(rulesOf(radioService).radio).toEqual({ options: [1, 2], locked: false });
    expect(rulesOf({ ...radioService, ...withSignup.awaiting, radioAnswer: 2 }).radio).toEqual({ options: [1, 2], locked: true });
    expect(rulesOf({ ...radioService, ...withSignup.waitlisted, radioAnswer: 4 }).radio).toEqual({ options: [1, 2], locked: true });
    expect(rulesOf({}).radio).toBeNull();
  });

  it('shows the priority checkbox when priority is available and the service is full or always asks', () => {
    const priority = { waitlistPriorityAvailable: true, waitlistAvailable: true };
    expect(rulesOf({ ...priority, full: true }).priority).toEqual({ locked: false });
    expect(rulesOf({ ...priority, alwaysAskPriority: true }).priority).toEqual({ locked: false });
    expect(rulesOf({ ...priority }).priority).toBeNull();
    expect(rulesOf({ full: true, waitlistAvailable: true }).priority).toBeNull();
    expect(rulesOf({ ...priority, full: true, ...withSignup.waitlisted }).priority).toEqual({ locked: true });
    expect(rulesOf({ ...priority, full: true, ...withSignup.approved }).priority).toBeNull();
  });
});
