import type { MemberServiceView } from '@backend/contract/member-services';

/** 'Jelentkezem', 'Várólistára jelentkezem' or 'Betelt' (SPEC §4); text in `hu.services.apply`. */
export type ApplyKind = 'apply' | 'waitlist' | 'full';

export interface DialogRules {
  /** The apply button, or null when the member already has a sign-up or the service is inactive. */
  apply: { kind: ApplyKind; disabled: boolean } | null;
  /** 'Nem fogadunk több jelentkezést': inactive and no sign-up. */
  inactiveText: boolean;
  /** The sign-up was rejected: say so in a sentence, and what the member can do next. */
  rejectedText: boolean;
  /** The withdraw button (it asks for its own confirmation). */
  withdraw: { disabled: boolean } | null;
  showCode: boolean;
  showContentLink: boolean;
  /** The radio question; once the member has a sign-up, locked: the answer given is shown as text. */
  radio: { options: number[]; locked: boolean } | null;
  /** The waitlist-priority checkbox, locked once the member has a sign-up. */
  priority: { locked: boolean } | null;
}

export interface DialogInputs {
  /** The radio answer picked in the dialog (before signing up). */
  radioAnswer: number | null;
  online: boolean;
  /** A sign-up or cancel call is under way. */
  busy: boolean;
}

/**
 * Every rule of the SPEC §4 service detail dialog, as data. A member "has a sign-up" (the server's
 * `hasSignup`) when seated, waitlisted or rejected: each of these makes a new sign-up fail, so the apply
 * button gives way to the member's status. Withdrawing is offered from a seat and, as the server allows, from the waitlist.
 */
export function dialogRules(s: MemberServiceView, { radioAnswer, online, busy }: DialogInputs): DialogRules {
  const { hasSignup } = s;
  const canAct = online && !busy;

  let apply: DialogRules['apply'] = null;
  if (!hasSignup && s.active) {
    const kind: ApplyKind = !s.full ? 'apply' : s.waitlistAvailable ? 'waitlist' : 'full';
    const unanswered = s.radio && radioAnswer === null;
    apply = { kind, disabled: kind === 'full' || unanswered || !canAct };
  }

  return {
    apply,
    inactiveText: !s.active && !hasSignup,
    rejectedText: s.rejected,
    withdraw: (s.signedUp || s.onWaitlist) && s.cancelable ? { disabled: !canAct } : null,
    showCode: s.approved && s.type === 1,
    showContentLink: s.signedUp && s.hasSubPage,
    radio: s.radio ? { options: s.radioOptions, locked: hasSignup } : null,
    priority: priorityRule(s, hasSignup),
  };
}

/**
 * SPEC §4: the checkbox shows when priority is available and the service is full or always asks.
 * After signing up it stays, locked, only on the waitlist, where the flag still matters.
 */
function priorityRule(s: MemberServiceView, hasSignup: boolean): DialogRules['priority'] {
  if (!s.waitlistPriorityAvailable) return null;
  if (hasSignup) return s.onWaitlist ? { locked: true } : null;
  if (!s.active) return null;
  return s.full || s.alwaysAskPriority ? { locked: false } : null;
}

/** The label of radio option `value` (1–5). */
export function radioText(s: MemberServiceView, value: number): string {
  const texts = [s.radio1Text, s.radio2Text, s.radio3Text, s.radio4Text, s.radio5Text];
  return texts[value - 1] ?? '';
}
