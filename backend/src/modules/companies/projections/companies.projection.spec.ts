import { recorded } from '../../../platform/projections/testing/replay';
import { CompanyApplied } from '../domain/company.events';
import { companiesProjection } from './companies.projection';

const data = {
  companyId: 'c1',
  name: 'Példa Szoftver Kft.',
  website: 'pelda-szoftver.example',
  zip: '6720',
  city: 'Szeged',
  contactName: 'Minta Márta',
  contactEmail: 'marta@pelda-szoftver.example',
  contactPhone: '+36 30 123 4567',
  activities: 'Webfejlesztés',
  optionals: 'Nyári gyakorlat',
  teacherCount: 3,
  createdAt: '2026-11-21T10:00:00.000Z',
};
const event = recorded<CompanyApplied>({ type: 'CompanyApplied', data }, 0, null, 'company-c1');

describe('companies projection', () => {
  it('lists an application under the company id with every field the admin table shows', () => {
    expect(companiesProjection.documentId(event)).toBe('c1');
    const { companyId, ...fields } = data;
    expect(companiesProjection.evolve(null, event)).toEqual({ _id: companyId, ...fields });
  });
});
