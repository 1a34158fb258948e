import { MailContent } from '../../../platform/mail/mail-layout';
import { openService, ServiceMailParams, theService } from './service-mail-params';

/**
 * Staff's own message to a service's participants (issue 41 §7), in their words, with a line saying
 * why the member gets it and the link to the service.
 */
export const participantsMessage = (p: Pick<ServiceMailParams, 'firstName' | 'serviceName' | 'url'> & { subject: string; text: string }): MailContent => ({
  subject: p.subject,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    ...p.text.split(/\n{2,}/).map((paragraph) => paragraph.trim()).filter(Boolean),
    `Ezt a levelet azért kaptad, mert jelentkeztél ${theService({ ...p, code: null, signedUpAt: null })} szolgáltatásra.`,
  ],
  action: openService({ ...p, code: null, signedUpAt: null }),
});
