import { activatedCanSignIn } from './activated-can-sign-in';
import { activationLink } from './activation-link';
import { companyApplicationReceived } from './company-application-received';
import { companyApplicationStaffNotice } from './company-application-staff-notice';
import { completionInvite } from './completion-invite';
import { teacherApplicationStaffNotice } from './teacher-application-staff-notice';

const url = 'https://klub.example.org/x';

describe('the account and application mails', () => {
  it('thank a company by its name with the right article, and tell the contact what comes next', () => {
    expect(companyApplicationReceived({ companyName: 'Példa Szoftver Kft.', contactName: 'Minta Márta' }).paragraphs).toEqual([
      'Kedves Minta Márta!',
      'Köszönjük, hogy jelentkeztetek a mentorprogramba! Megkaptuk a Példa Szoftver Kft. jelentkezését.',
      'Munkatársaink néhány munkanapon belül átnézik, és e-mailben keresnek a további lépésekkel.',
    ]);
    expect(companyApplicationReceived({ companyName: 'Okos Rendszerek Zrt.', contactName: 'X' }).paragraphs[1]).toContain('Megkaptuk az Okos Rendszerek Zrt. jelentkezését.');
  });

  it('mark both staff notices for staff, so they carry no member footer', () => {
    const company = companyApplicationStaffNotice({
      name: 'Példa Kft.', website: 'pelda.example', zip: '6720', city: 'Szeged', contactName: 'Minta Márta', contactEmail: 'marta@pelda.example',
      contactPhone: '+36 30 123 4567', activities: 'Webfejlesztés', optionals: '', teacherCount: 2, createdAt: '2026-11-26T20:05:00.000Z', adminUrl: url,
    });
    expect(company.audience).toBe('staff');
    expect(company.paragraphs).toContain('A jelentkezőnek néhány munkanapon belül választ kell kapnia.');
    expect(company.paragraphs[1]).toContain('Jelentkezés ideje: 2026. november 26. 21:05');
    const teacher = teacherApplicationStaffNotice({
      lastName: 'Kiss', firstName: 'Anna', email: 'anna@example.org', phone: '+36 1 234 5678', zip: '1011', city: 'Budapest',
      schoolName: 'Példa Gimnázium', schoolOm: '900001', personalId: '71234567890', reviewUrl: url,
    });
    expect(teacher.audience).toBe('staff');
    expect(teacher.subject).toBe('Új tanári jelentkezés: Kiss Anna');
  });

  it('greet a member by first name and say what to do', () => {
    expect(activationLink({ firstName: 'Éva', url }).paragraphs[1]).toBe(
      'Örömmel értesítünk, hogy elfogadtuk a jelentkezésedet: mostantól a klub tagja vagy. A fiókod aktiválásához állíts be egy jelszót az alábbi linken.',
    );
    expect(activatedCanSignIn({ firstName: 'Éva', url }).audience).toBeUndefined();
    expect(completionInvite({ firstName: 'Béla', url }).paragraphs[1]).toBe(
      'Megújult a klub weboldala. Hogy továbbra is elérd a szolgáltatásainkat, kérjük, add meg a telefonszámodat, az iskolád OM azonosítóját és az oktatási azonosítódat, majd állíts be egy jelszót.',
    );
  });
});
