import type { AdminServiceGroupView, AdminServiceSignupPage, AdminServiceView, SignupRowView } from '@backend/contract/admin-services';
import { signupStatus } from '../lib/signup-status';
import { DEFAULT_SETTINGS, type ServiceSettings } from '@backend/modules/catalogue/domain/service-settings';

let sequence = 0;

/** The settings of a freshly created service (hidden, inactive, 'Új szolgáltatás'). */
export function makeSettings(overrides: Partial<ServiceSettings> = {}): ServiceSettings {
  return { ...DEFAULT_SETTINGS, ...overrides };
}

export function makeService(overrides: Partial<AdminServiceView> = {}): AdminServiceView {
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

/** A category whole, every service of each list in it (the screen's harness answers it as the server does: render-services). */
export function makeGroup(overrides: Partial<AdminServiceGroupView> = {}): AdminServiceGroupView {
  sequence += 1;
  const { services = [], archivedServices = [] } = overrides;
  return { id: `group-${sequence}`, name: `Kategória ${sequence}`, order: 0, serviceCount: services.length, archivedCount: archivedServices.length, ...overrides, services, archivedServices };
}

export function makeSignup(overrides: Partial<SignupRowView> = {}): SignupRowView {
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


/**
 * What GET /admin/services/{id}?page=… answers: the service and its sign-ups as the server orders
 * them (oldest first, SPEC §9), all on one page, with the totals per status.
 */
export function makeSignupPage(service: AdminServiceView, users: SignupRowView[] = [], overrides: Partial<AdminServiceSignupPage> = {}): AdminServiceSignupPage {
  const items = [...users].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const count = (status: string) => items.filter((row) => signupStatus(row) === status).length;
  const totals = { all: items.length, approved: count('approved'), awaiting: count('awaiting'), waitlisted: count('waitlisted'), rejected: count('rejected') };
  return { service, items, total: items.length, page: 1, pageSize: 500, totals, ...overrides };
}
