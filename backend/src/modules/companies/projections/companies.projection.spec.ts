import { recorded, replay } from '../../../platform/projections/testing/replay';
import { CompanyApplied, CompanyEvent, CompanyApplicationDeleted } from '../domain/company.events';
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
const applied: CompanyApplied = { type: 'CompanyApplied', data };
const event = recorded<CompanyApplied>(applied, 0, null, 'company-c1');
const contacted: CompanyEvent = { type: 'CompanyStatusChanged', data: { companyId: 'c1', status: 'contacted', changedAt: '2026-11-22T09:00:00.000Z' } };
const noted: CompanyEvent = { type: 'CompanyNoteSet', data: { companyId: 'c1', note: 'Hívni kedden.', setAt: '2026-11-22T09:01:00.000Z' } };
const deleted: CompanyApplicationDeleted = { type: 'CompanyApplicationDeleted', data: { companyId: 'c1', deletedAt: '2026-11-23T09:00:00.000Z' } };

describe('companies projection', () => {
  it('lists an application under the company id with every field the admin table shows, as new and without a note', () => {
    expect(companiesProjection.documentId(event)).toBe('c1');
    const { companyId, ...fields } = data;
    expect(companiesProjection.evolve(null, event)).toEqual({ _id: companyId, ...fields, status: 'new', note: '' });
  });

  it('keeps the status staff chose, with who chose it and when', () => {
    const doc = replay(companiesProjection, [applied, contacted], 'admin-7').get('c1');
    expect(doc).toMatchObject({ status: 'contacted', statusChangedBy: 'admin-7', statusChangedAt: '2026-11-22T09:00:00.000Z' });
  });

  it('keeps the latest note', () => {
    expect(replay(companiesProjection, [applied, noted]).get('c1')).toMatchObject({ note: 'Hívni kedden.', status: 'new' });
  });

  it('drops the row when the application is deleted', () => {
    expect(replay(companiesProjection, [applied, contacted, noted, deleted]).has('c1')).toBe(false);
  });

  it('makes no row of a change to an application it never saw (its stream deleted before a rebuild)', () => {
    expect(replay(companiesProjection, [contacted, noted]).has('c1')).toBe(false);
  });
});
