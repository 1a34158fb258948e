import { withArticle } from '../../../shared/i18n/hungarian-article';
import { MailContent } from '../../../platform/mail/mail-layout';

export interface CompanyApplicationReceivedParams {
  companyName: string;
  contactName: string;
}

/** To the contact person right after a company applied (SPEC §4 "Applications"). */
export function companyApplicationReceived({ companyName, contactName }: CompanyApplicationReceivedParams): MailContent {
  return {
    subject: 'Megkaptuk a cégetek jelentkezését',
    paragraphs: [
      `Kedves ${contactName}!`,
      `Köszönjük, hogy jelentkeztetek a mentorprogramba! Megkaptuk ${withArticle(companyName)} jelentkezését.`,
      'Munkatársaink néhány munkanapon belül átnézik, és e-mailben keresnek a további lépésekkel.',
    ],
  };
}
