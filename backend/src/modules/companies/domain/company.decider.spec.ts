import { deciderSpec, SPEC_NOW } from '../../../shared/testing/decider-specification';
import { companyDecider } from './company.decider';
import { CompanyApplication, CompanyEvent } from './company.events';

const spec = deciderSpec(companyDecider);
const application: CompanyApplication = {
  name: 'Példa Szoftver Kft.',
  website: 'pelda-szoftver.example',
  zip: '6720',
  city: 'Szeged',
  contactName: 'Minta Márta',
  contactEmail: 'marta@pelda-szoftver.example',
  contactPhone: '+36 30 123 4567',
  activities: 'Webfejlesztés, felhőszolgáltatások',
  optionals: '',
  teacherCount: 2,
};
const applying = (overrides: Partial<CompanyApplication> = {}) => ({
  type: 'ApplyAsCompany' as const,
  data: { ...application, ...overrides, companyId: 'c1' },
});
const applied: CompanyEvent = { type: 'CompanyApplied', data: { ...application, companyId: 'c1', createdAt: SPEC_NOW.toISOString() } };

describe('a company applying to host teachers', () => {
  it('records the application with every field and the time it arrived', () => {
    spec.given([]).when(applying()).then([applied]);
  });

  it('accepts an application without optional commitments', () => {
    spec.given([]).when(applying({ optionals: '' })).then([applied]);
  });

  it('refuses a second application on the same stream', () => {
    spec.given([applied]).when(applying()).thenThrows('COMPANY_EXISTS');
  });

  it('refuses a teacher count that is not a positive whole number', () => {
    spec.given([]).when(applying({ teacherCount: 0 })).thenThrows('VALIDATION_FAILED');
    spec.given([]).when(applying({ teacherCount: 1.5 })).thenThrows('VALIDATION_FAILED');
  });
});
