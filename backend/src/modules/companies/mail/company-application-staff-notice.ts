import { formatMoment } from '../../../shared/budapest-time';
import { MailContent } from '../../../platform/mail/mail-layout';
import { CompanyApplication } from '../domain/company.events';

/** What the company stated, when it applied, and the admin companies table (/klub/admin/cegek). */
export type CompanyApplicationStaffNoticeParams = CompanyApplication & { createdAt: string; adminUrl: string };

/** To STAFF_EMAIL: everything the company sent, so staff can call them back without opening the admin. */
export function companyApplicationStaffNotice(p: CompanyApplicationStaffNoticeParams): MailContent {
  return {
    subject: `Új céges jelentkezés: ${p.name}`,
    paragraphs: [
      'Új cég jelentkezett a mentorprogramba. A jelentkezés adatai:',
      [
        `Cég neve: ${p.name}`,
        `Weboldal: ${p.website}`,
        `Irányítószám: ${p.zip}`,
        `Település: ${p.city}`,
        `Kapcsolattartó neve: ${p.contactName}`,
        `Kapcsolattartó e-mail-címe: ${p.contactEmail}`,
        `Kapcsolattartó telefonszáma: ${p.contactPhone}`,
        `Fogadott tanárok száma: ${p.teacherCount}`,
        `Jelentkezés ideje: ${formatMoment(p.createdAt)}`,
      ].join('\n'),
      `Tevékenységek:\n${p.activities}`,
      `Vállalt opcionális elemek:\n${p.optionals || '–'}`,
      'A jelentkezőnek néhány munkanapon belül választ kell kapnia.',
    ],
    action: { label: 'Céges jelentkezések megnyitása', url: p.adminUrl },
    audience: 'staff',
  };
}
