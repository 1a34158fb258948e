import { MailContent } from '../../../platform/mail/mail-layout';
import { openService, quoted, ServiceMailParams, theService } from './service-mail-params';

/** Default of the service's cancellation mail. */
export const serviceCancelled = (p: ServiceMailParams): MailContent => ({
  subject: `Jelentkezésed visszavonva: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Visszavontad ${theService(p)} szolgáltatásra szóló jelentkezésedet.`,
    'Ha meggondolod magad, a klub oldalán újra jelentkezhetsz, amíg van szabad hely.',
  ],
  action: openService(p),
});
