import type { ProfileView } from '@backend/contract/profile';

/** A teacher's saved profile as GET /api/profile answers it; override what a test is about. */
export function savedProfile(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    email: 'kiss.eva@example.org',
    firstName: 'Éva',
    lastName: 'Kiss',
    nickName: 'Évi',
    phone: '+36 30 123 4567',
    zip: '1011',
    city: 'Budapest',
    schoolId: 'school-1',
    personalId: '72345678914',
    schoolOm: '900001',
    needsProfileCheck: false,
    altalanosIskola: false,
    gimnazium: true,
    szakgimnazium: true,
    szakmaiTargy: true,
    idenErettsegi: true,
    felsooktatas: false,
    ...overrides,
  };
}
