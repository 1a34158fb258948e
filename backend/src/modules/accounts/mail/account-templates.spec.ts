import { activatedCanSignIn } from './activated-can-sign-in';
import { activationLink } from './activation-link';
import { applicationRejected } from './application-rejected';
import { addressChangedNew } from './address-changed-new';
import { addressChangedPrevious } from './address-changed-previous';
import { completionInvite } from './completion-invite';
import { memberBlocked } from './member-blocked';
import { teacherApplicationStaffNotice } from './teacher-application-staff-notice';

const url = 'https://klub.example.org/x';

describe('the account mails', () => {
  it('mark the teacher application notice for staff, so it carries no member footer', () => {
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
      'Megújult a klub weboldala. Hogy továbbra is elérd a szolgáltatásainkat, kérjük, ellenőrizd és szükség esetén egészítsd ki a telefonszámodat, az iskoládat és az oktatási azonosítódat (amit tudtunk, előre kitöltöttük), majd állíts be egy jelszót.',
    );
  });

  it('tell a rejected applicant the decision, with the reason in staff’s words when they gave one', () => {
    const withReason = applicationRejected({ firstName: 'Éva', reason: 'Jelenleg csak informatikát tanító pedagógusokat várunk.' });
    expect(withReason.subject).toBe('Döntés a klubtagsági jelentkezésedről');
    expect(withReason.paragraphs[0]).toBe('Kedves Éva!');
    expect(withReason.paragraphs).toContain('A döntés indoklása:\nJelenleg csak informatikát tanító pedagógusokat várunk.');
    expect(applicationRejected({ firstName: 'Éva', reason: null }).paragraphs.join('\n')).not.toContain('indoklás');
  });

  it('tell a blocked member what became of their places and codes, with the reason when staff gave one', () => {
    const mail = memberBlocked({ firstName: 'Béla', reason: 'Többször nem jelent meg a lefoglalt alkalmakon.' });
    expect(mail.subject).toBe('Klubtagságod felfüggesztése');
    expect(mail.paragraphs).toContain('A döntés indoklása:\nTöbbször nem jelent meg a lefoglalt alkalmakon.');
    expect(mail.paragraphs.join('\n')).toContain('a helyeidet felszabadítottuk');
    expect(memberBlocked({ firstName: 'Béla', reason: null }).paragraphs.join('\n')).not.toContain('indoklás');
  });

  it('tell the replaced address nothing of the member or the new address, and the new one what comes next', () => {
    expect(JSON.stringify(addressChangedPrevious())).not.toMatch(/Kedves|@/);
    const signIn = addressChangedNew({ firstName: 'Éva', email: 'eva@iskola.hu', next: 'sign-in', url });
    expect(signIn.paragraphs[1]).toContain('eva@iskola.hu');
    expect(signIn.action).toEqual({ label: 'Bejelentkezés', url });
    expect(addressChangedNew({ firstName: 'Éva', email: 'eva@iskola.hu', next: 'activation', url }).action).toBeUndefined();
  });
});
