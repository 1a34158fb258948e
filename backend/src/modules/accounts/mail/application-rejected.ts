import { MailContent } from '../../../platform/mail/mail-layout';

/**
 * Staff rejected the application (SPEC §1 "the applicant is notified by e-mail"), with the reason they
 * gave when they gave one, in their own words.
 */
export const applicationRejected = (p: { firstName: string; reason: string | null }): MailContent => ({
  subject: 'Döntés a klubtagsági jelentkezésedről',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Köszönjük, hogy jelentkeztél a klubba. Munkatársaink átnézték a jelentkezésedet, és sajnos most nem tudjuk elfogadni.',
    ...(p.reason ? [`A döntés indoklása:\n${p.reason}`] : []),
    'Ha úgy gondolod, hogy tévedés történt, vagy kérdésed van a döntéssel kapcsolatban, írj nekünk: szívesen válaszolunk.',
  ],
});
