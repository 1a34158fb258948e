import { companyApplicationReceived } from './company-application-received';
import { companyApplicationStaffNotice } from './company-application-staff-notice';

describe('the company application mails', () => {
  it('thank a company by its name with the right article, and tell the contact what comes next', () => {
    expect(companyApplicationReceived({ companyName: 'Példa Szoftver Kft.', contactName: 'Minta Márta' }).paragraphs).toEqual([
      'Kedves Minta Márta!',
      'Köszönjük, hogy jelentkeztetek a mentorprogramba! Megkaptuk a Példa Szoftver Kft. jelentkezését.',
      'Munkatársaink néhány munkanapon belül átnézik, és e-mailben keresnek a további lépésekkel.',
    ]);
    expect(companyApplicationReceived({ companyName: 'Okos Rendszerek Zrt.', contactName: 'X' }).paragraphs[1]).toContain('Megkaptuk az Okos Rendszerek Zrt. jelentkezését.');
  });

  it('mark the staff notice for staff, so it carries no member footer, and name when the company applied', () => {
    const company = companyApplicationStaffNotice({
      name: 'Példa Kft.', website: 'pelda.example', zip: '6720', city: 'Szeged', contactName: 'Minta Márta', contactEmail: 'marta@pelda.example',
      contactPhone: '+36 30 123 4567', activities: 'Webfejlesztés', optionals: '', teacherCount: 2, createdAt: '2026-11-26T20:05:00.000Z', adminUrl: 'https://klub.example.org/x',
    });
    expect(company.audience).toBe('staff');
    expect(company.paragraphs).toContain('A jelentkezőnek néhány munkanapon belül választ kell kapnia.');
    expect(company.paragraphs[1]).toContain('Jelentkezés ideje: 2026. november 26. 21:05');
  });
});
