import { MailContent } from '../../../platform/mail/mail-layout';
import { openService, quoted, ServiceMailParams, theService } from './service-mail-params';
import type { SignupStatus } from '../domain/signup-status';

/** What the removed sign-up was, in the mail's words. */
const WHAT_WAS_REMOVED: Record<SignupStatus, string> = {
  approved: 'így a helyed felszabadult',
  awaiting: 'amely elbírálásra várt',
  waitlisted: 'így lekerültél a várólistáról',
  rejected: 'amelyet korábban elutasítottunk',
};

/**
 * Staff removed the member's sign-up (issue 41 §1). A rejected one is not mailed about again: the
 * member was told of the rejection already (`mailsAbout` in reactors/service-mail.ts).
 */
export const serviceSignupDeleted = (p: ServiceMailParams & { from: SignupStatus }): MailContent => ({
  subject: `Jelentkezésed törölve: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Munkatársaink törölték ${theService(p)} szolgáltatásra beküldött jelentkezésedet, ${WHAT_WAS_REMOVED[p.from]}.`,
    'Ha úgy gondolod, hogy tévedés történt, vagy kérdésed van, írj nekünk.',
  ],
  action: openService(p),
});
