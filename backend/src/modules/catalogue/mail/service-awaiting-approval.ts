import { MailContent } from '../../../platform/mail/mail-layout';
import { openService, quoted, ServiceMailParams, theService } from './service-mail-params';

export const serviceAwaitingApproval = (p: ServiceMailParams): MailContent => ({
  subject: `Jelentkezésed jóváhagyásra vár: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Megkaptuk a jelentkezésedet ${theService(p)} szolgáltatásra. Munkatársaink hamarosan elbírálják, a döntésről e-mailben értesítünk.`,
  ],
  action: openService(p),
});
