import { MailContent } from '../../../platform/mail/mail-layout';
import { quoted, ServiceMailParams, theService } from './service-mail-params';

/**
 * Staff put the sign-up back under review (issue 41 §1): an approved one, or a rejected one looked at
 * again. A coupon code once handed out stays the member's (domain/kept-codes.ts): the mail asks them
 * not to use it until the decision, and says the same code comes back with a new approval.
 */
export const serviceUnapproved = (p: ServiceMailParams & { from: 'approved' | 'rejected' }): MailContent => ({
  subject: `Jelentkezésed újra elbírálás alatt: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    p.from === 'approved'
      ? `Munkatársaink visszavonták ${theService(p)} szolgáltatásra beküldött jelentkezésed jóváhagyását: a jelentkezésed újra elbírálásra vár.`
      : `Munkatársaink újra elbírálják ${theService(p)} szolgáltatásra beküldött jelentkezésedet, amelyet korábban elutasítottunk.`,
    'A döntésről e-mailben értesítünk.',
    ...(p.from === 'approved' && p.code
      ? [`Amíg a döntés meg nem születik, kérjük, ne használd fel a kuponkódodat (${p.code}). Ha újra jóváhagyjuk a jelentkezésedet, ugyanez a kód lesz a tiéd.`]
      : []),
  ],
});
