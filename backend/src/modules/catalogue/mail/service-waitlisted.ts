import { MailContent } from '../../../platform/mail/mail-layout';
import { openService, quoted, ServiceMailParams, theService } from './service-mail-params';

/** Default of the service's waitlist mail. */
export const serviceWaitlisted = (p: ServiceMailParams): MailContent => ({
  subject: `Várólistára kerültél: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `${theService(p, { capital: true })} szolgáltatás jelenleg betelt, ezért várólistára kerültél.`,
    'Ha felszabadul egy hely, a várólista sorrendjében automatikusan bekerülsz, és erről e-mailben értesítünk.',
  ],
  action: openService(p),
});
