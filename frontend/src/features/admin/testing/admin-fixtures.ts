import type { AdminUserDetailView, AdminUserView } from '@backend/contract/admin-users';
import type { CompanyApplicationView } from '@backend/contract/companies';

let sequence = 0;

/** An applicant waiting for staff, with a valid education id and a matching school OM. */
export function makeUser(overrides: Partial<AdminUserView> = {}): AdminUserView {
  sequence += 1;
  const firstName = overrides.firstName ?? `Anna${sequence}`;
  const lastName = overrides.lastName ?? 'Teszt';
  return {
    id: `user-${sequence}`,
    firstName,
    lastName,
    fullName: `${lastName} ${firstName}`,
    email: `tanar${sequence}@example.org`,
    phone: '+36 30 111 2233',
    zip: '1117',
    city: 'Budapest',
    personalId: '71234567897',
    personalIdValid: true,
    schoolOm: '900001',
    school: { id: 'school-1', om: '900001', name: 'Példa Gimnázium' },
    completionCode: false,
    activated: false,
    rejected: false,
    registered: false,
    admin: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    needsProfileCheck: false,
    altalanosIskola: false,
    gimnazium: false,
    szakgimnazium: false,
    szakmaiTargy: false,
    idenErettsegi: false,
    felsooktatas: false,
    ...overrides,
  };
}

export function makeDetail(user: AdminUserView, services: AdminUserDetailView['services'] = []): AdminUserDetailView {
  return { ...user, services };
}

export function makeCompany(overrides: Partial<CompanyApplicationView> = {}): CompanyApplicationView {
  sequence += 1;
  return {
    id: `company-${sequence}`,
    name: 'Példa Szoftver Kft.',
    website: 'https://pelda.example.org',
    zip: '1117',
    city: 'Budapest',
    contactName: 'Szabó Eszter',
    contactEmail: 'eszter@pelda.example.org',
    contactPhone: '+36 1 234 5678',
    activities: 'Webfejlesztés',
    optionals: 'Nyílt nap',
    teacherCount: 2,
    createdAt: '2026-11-19T09:00:00.000Z',
    status: 'new',
    statusChangedAt: null,
    statusChangedBy: null,
    note: '',
    ...overrides,
  };
}
