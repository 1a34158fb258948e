import type { AdminServiceDetail, SignupRow } from '../api/get-admin-service';
import type { AdminService, AdminServiceGroup, ServiceSettings } from '../api/get-service-groups';

let sequence = 0;

/** The settings of a freshly created service (hidden, inactive, 'Új szolgáltatás'). */
export function makeSettings(overrides: Partial<ServiceSettings> = {}): ServiceSettings {
  return {
    name: 'Új szolgáltatás',
    description: '',
    text: '',
    image: '',
    type: 0,
    codeTableName: '',
    codeDescription: '',
    active: false,
    hidden: true,
    limit: null,
    needsApproval: false,
    cancelable: true,
    waitlistAvailable: false,
    waitlistPriorityAvailable: false,
    waitlistPriorityDescription: '',
    alwaysAskPriority: false,
    signedUpDescription: '',
    radio: false,
    radio1Text: '',
    radio2Text: '',
    radio3Text: '',
    radio4Text: '',
    radio5Text: '',
    emailSubject: '',
    emailText: '',
    cancelEmailSubject: '',
    cancelEmailText: '',
    waitlistEmailSubject: '',
    waitlistEmailText: '',
    hasSubPage: false,
    subPagePublic: false,
    subPageUrl: '',
    subPageText: '',
    ...overrides,
  };
}

export function makeService(overrides: Partial<AdminService> = {}): AdminService {
  sequence += 1;
  return {
    ...makeSettings({ name: `Szolgáltatás ${sequence}`, active: true, hidden: false }),
    id: `service-${sequence}`,
    serviceGroupId: 'group-1',
    order: 0,
    archived: false,
    full: false,
    userCount: 0,
    waitlistCount: 0,
    codesTotal: 0,
    codesRemaining: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<AdminServiceGroup> = {}): AdminServiceGroup {
  sequence += 1;
  return { id: `group-${sequence}`, name: `Kategória ${sequence}`, order: 0, services: [], archivedServices: [], ...overrides };
}

export function makeSignup(overrides: Partial<SignupRow> = {}): SignupRow {
  sequence += 1;
  const firstName = overrides.firstName ?? `Anna${sequence}`;
  const lastName = overrides.lastName ?? 'Teszt';
  return {
    userId: `user-${sequence}`,
    serviceId: 'service-1',
    firstName,
    lastName,
    fullName: `${lastName} ${firstName}`,
    nickName: '',
    email: `tanar${sequence}@example.org`,
    createdAt: '2026-11-10T10:00:00.000Z',
    approved: false,
    rejected: false,
    onWaitlist: false,
    waitlistPriority: false,
    radioAnswer: null,
    code: null,
    approvedBy: null,
    approvedByName: null,
    rejectedBy: null,
    rejectedByName: null,
    decidedAt: null,
    decisions: [],
    ...overrides,
  };
}

export function makeDetail(service: AdminService, users: SignupRow[] = []): AdminServiceDetail {
  return { ...service, users };
}
