import { deciderSpec, SPEC_NOW } from '../../../shared/testing/decider-specification';
import { companyDecider, deleteCompanyApplication } from './company.decider';
import { COMPANY_NOTE_MAX } from './company-status';
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

const at = SPEC_NOW.toISOString();
const changed = (status: 'new' | 'contacted' | 'partner' | 'declined'): CompanyEvent => ({ type: 'CompanyStatusChanged', data: { companyId: 'c1', status, changedAt: at } });
const noted = (note: string): CompanyEvent => ({ type: 'CompanyNoteSet', data: { companyId: 'c1', note, setAt: at } });

describe('staff marking where they stand with a company', () => {
  it('records a status change from new', () => {
    spec.given([applied]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'contacted' } }).then([changed('contacted')]);
  });
  it('allows any change, back to new too', () => {
    spec.given([applied, changed('declined')]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'partner' } }).then([changed('partner')]);
    spec.given([applied, changed('contacted')]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'new' } }).then([changed('new')]);
  });
  it('records nothing when the status is the one it has (an application starts as new)', () => {
    spec.given([applied]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'new' } }).then([]);
    spec.given([applied, changed('partner')]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'partner' } }).then([]);
  });
  it('refuses a status outside the four', () => {
    spec.given([applied]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'won' as never } }).thenThrows('VALIDATION_FAILED');
  });
  it('refuses a change to an application it does not know', () => {
    spec.given([]).when({ type: 'ChangeCompanyStatus', data: { companyId: 'c1', status: 'contacted' } }).thenThrows('COMPANY_NOT_FOUND');
  });
});

describe('the staff note on an application', () => {
  it('records the note trimmed', () => {
    spec.given([applied]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: '  Hívni kedden. ' } }).then([noted('Hívni kedden.')]);
  });
  it('clears it with an empty one, and records nothing when it is unchanged', () => {
    spec.given([applied, noted('Hívni kedden.')]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: '  ' } }).then([noted('')]);
    spec.given([applied, noted('Hívni kedden.')]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: 'Hívni kedden.' } }).then([]);
    spec.given([applied]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: '' } }).then([]);
  });
  it(`takes at most ${COMPANY_NOTE_MAX} characters`, () => {
    spec.given([applied]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: 'a'.repeat(COMPANY_NOTE_MAX) } }).then([noted('a'.repeat(COMPANY_NOTE_MAX))]);
    spec.given([applied]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: 'a'.repeat(COMPANY_NOTE_MAX + 1) } }).thenThrows('VALIDATION_FAILED');
  });
  it('refuses a note on an application it does not know', () => {
    spec.given([]).when({ type: 'SetCompanyNote', data: { companyId: 'c1', note: 'x' } }).thenThrows('COMPANY_NOT_FOUND');
  });
});

describe('deleting an application (GDPR)', () => {
  const state = (events: CompanyEvent[]) => events.reduce(companyDecider.evolve, companyDecider.initialState());
  const meta = { now: SPEC_NOW, actorId: 'admin1' };
  const deleting = { type: 'DeleteCompanyApplication' as const, data: { companyId: 'c1' } };

  it('decides one deletion that names only the id and the time', () => {
    expect(deleteCompanyApplication(state([applied, changed('partner'), noted('x')]), deleting, meta)).toEqual([
      { type: 'CompanyApplicationDeleted', data: { companyId: 'c1', deletedAt: at } },
    ]);
  });
  it('refuses an application it does not know (or one deleted already)', () => {
    expect(() => deleteCompanyApplication(state([]), deleting, meta)).toThrow(expect.objectContaining({ code: 'COMPANY_NOT_FOUND' }));
  });
  it('is never appended to the stream it deletes', () => {
    expect(() => companyDecider.decide(deleting, state([applied]), meta)).toThrow(TypeError);
  });
});
