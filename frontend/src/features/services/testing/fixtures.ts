import type { MemberServiceView, MemberServiceGroupView } from '@backend/contract/member-services';
import type { SubPageView } from '@backend/contract/member-services';
import type { SignupStatus } from '@backend/modules/catalogue/domain/signup-status';

/** An open, active service with no sign-up; override what a test is about. */
export function memberService(overrides: Partial<MemberServiceView> = {}): MemberServiceView {
  return {
    id: 's-1',
    serviceGroupId: 'g-1',
    order: 0,
    name: 'Python alapok tanároknak',
    description: 'Hatrészes online kurzus.',
    text: '<p>Heti egy modul.</p>',
    image: '',
    type: 0,
    codeTableName: '',
    codeDescription: '',
    code: null,
    active: true,
    hidden: false,
    archived: false,
    full: false,
    userCount: 3,
    limit: 30,
    needsApproval: false,
    cancelable: true,
    waitlistAvailable: false,
    waitlistPriorityAvailable: false,
    waitlistPriority: false,
    waitlistPriorityDescription: '',
    alwaysAskPriority: false,
    signedUp: false,
    approved: false,
    rejected: false,
    onWaitlist: false,
    hasSignup: false,
    signedUpDescription: null,
    radio: false,
    radio1Text: '',
    radio2Text: '',
    radio3Text: '',
    radio4Text: '',
    radio5Text: '',
    radioOptions: [],
    radioAnswer: null,
    hasSubPage: false,
    subPagePublic: false,
    subPageUrl: '',
    ...overrides,
  };
}

/** A member's sign-up of each status, as the server's member view answers it (hasSignup comes with every one). */
export const withSignup = {
  approved: { signedUp: true, approved: true, hasSignup: true },
  awaiting: { signedUp: true, hasSignup: true },
  waitlisted: { onWaitlist: true, hasSignup: true },
  rejected: { rejected: true, hasSignup: true },
} satisfies Record<SignupStatus, Partial<MemberServiceView>>;

/** A category as GET /api/services answers it: its first services (all of `services` unless told) and their count. */
export function serviceGroup(services: MemberServiceView[], overrides: Partial<MemberServiceGroupView> = {}): MemberServiceGroupView {
  return { id: 'g-1', name: 'Online kurzusok', order: 0, services, serviceCount: services.length, ...overrides };
}

export function subPage(overrides: Partial<SubPageView> = {}): SubPageView {
  return {
    id: 's-1',
    name: 'Python alapok tanároknak',
    content: '<h2>Első hét</h2><p>A feladatlap lent tölthető le.</p>',
    public: false,
    files: [],
    ...overrides,
  };
}
