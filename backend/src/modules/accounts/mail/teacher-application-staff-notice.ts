import { MailContent } from '../../../platform/mail/mail-layout';

export interface TeacherApplicationNotice {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  schoolName: string;
  schoolOm: string;
  personalId: string;
  reviewUrl: string;
}

export const teacherApplicationStaffNotice = (p: TeacherApplicationNotice): MailContent => ({
  subject: `Új tanári jelentkezés: ${p.lastName} ${p.firstName}`,
  paragraphs: [
    'Új tanár jelentkezett a klubba. Az adatai:',
    [
      `Név: ${p.lastName} ${p.firstName}`,
      `E-mail: ${p.email}`,
      `Telefon: ${p.phone}`,
      `Cím: ${p.zip} ${p.city}`,
      `Iskola: ${p.schoolName}`,
      `Iskola OM azonosítója: ${p.schoolOm}`,
      `Oktatási azonosító: ${p.personalId}`,
    ].join('\n'),
    'A jelentkezést az adminfelületen tudod elfogadni vagy elutasítani.',
  ],
  action: { label: 'Jelentkezések áttekintése', url: p.reviewUrl },
  audience: 'staff',
});
