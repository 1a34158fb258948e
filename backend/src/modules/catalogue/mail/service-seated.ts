import { MailContent } from '../../../platform/mail/mail-layout';
import { codeParagraph, openService, quoted, ServiceMailParams, theService } from './service-mail-params';

/** Default of the service's own mail: a seat is confirmed (signed up, approved or promoted). */
export const serviceSeated = (p: ServiceMailParams): MailContent => ({
  subject: `Sikeres jelentkezés: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Örömmel értesítünk, hogy helyet kaptál ${theService(p)} szolgáltatásra.`,
    ...codeParagraph(p),
    'A részleteket a klub szolgáltatásai között találod.',
  ],
  action: openService(p),
});
