import { MailContent } from '../mail-layout';
import { openService, ServiceMailParams } from './service-mail-params';

export const serviceAwaitingApproval = (p: ServiceMailParams): MailContent => ({
  subject: `Jelentkezésed jóváhagyásra vár: ${p.serviceName}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Megkaptuk a jelentkezésedet a(z) „${p.serviceName}” szolgáltatásra. Munkatársaink hamarosan elbírálják, a döntésről e-mailben értesítünk.`,
  ],
  action: openService(p),
});
