import { MailContent } from '../mail-layout';
import { openService, ServiceMailParams, theService } from './service-mail-params';

/** Default of the service's cancellation mail. */
export const serviceCancelled = (p: ServiceMailParams): MailContent => ({
  subject: `Jelentkezésed visszavonva: ${p.serviceName}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Visszavontad a jelentkezésedet ${theService(p)} szolgáltatásra.`,
    'Ha meggondolod magad, a klub oldalán újra jelentkezhetsz, amíg van szabad hely.',
  ],
  action: openService(p),
});
