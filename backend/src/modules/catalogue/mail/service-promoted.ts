import { MailContent } from '../../../platform/mail/mail-layout';
import { codeParagraph, openService, quoted, ServiceMailParams, theService } from './service-mail-params';

/** Default when a member moves up from the waitlist into a seat. */
export const servicePromoted = (p: ServiceMailParams): MailContent => ({
  subject: `Felszabadult egy hely: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Jó hír: felszabadult egy hely, így a várólistáról bekerültél ${theService(p)} szolgáltatás résztvevői közé.`,
    ...codeParagraph(p),
  ],
  action: openService(p),
});
