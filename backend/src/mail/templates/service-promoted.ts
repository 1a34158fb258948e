import { MailContent } from '../mail-layout';
import { codeParagraph, openService, ServiceMailParams, theService } from './service-mail-params';

/** Default when a member moves up from the waitlist into a seat. */
export const servicePromoted = (p: ServiceMailParams): MailContent => ({
  subject: `Felszabadult egy hely: ${p.serviceName}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Jó hír: felszabadult egy hely ${theService(p)} szolgáltatáson, és a várólistáról bekerültél.`,
    ...codeParagraph(p),
  ],
  action: openService(p),
});
