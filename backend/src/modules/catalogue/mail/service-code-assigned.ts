import { MailContent } from '../../../platform/mail/mail-layout';
import { openService, quoted, ServiceMailParams, theService } from './service-mail-params';

/** The code of a sign-up that was approved while no code was left. */
export const serviceCodeAssigned = (p: ServiceMailParams & { code: string }): MailContent => ({
  subject: `Megérkezett a kuponkódod: ${quoted(p.serviceName)}`,
  paragraphs: [`Kedves ${p.firstName}!`, `Megérkezett a kuponkódod ${theService(p)} szolgáltatáshoz: ${p.code}`],
  action: openService(p),
});
