import type { MemberServiceView, MemberServiceGroupView } from '@backend/contract/member-services';
import type { SubPageView } from '@backend/contract/member-services';

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

export function serviceGroup(services: MemberServiceView[], overrides: Partial<MemberServiceGroupView> = {}): MemberServiceGroupView {
  return { id: 'g-1', name: 'Online kurzusok', order: 0, services, ...overrides };
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
