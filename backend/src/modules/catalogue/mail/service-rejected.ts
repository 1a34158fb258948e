import { MailContent } from '../../../platform/mail/mail-layout';
import { quoted, ServiceMailParams, theService } from './service-mail-params';

export const serviceRejected = (p: ServiceMailParams): MailContent => ({
  subject: `Jelentkezésed elutasítva: ${quoted(p.serviceName)}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Sajnos ${theService(p)} szolgáltatásra beküldött jelentkezésedet ezúttal nem tudtuk elfogadni.`,
    'Köszönjük az érdeklődésedet! Nézz körül a klub többi szolgáltatása között is.',
  ],
});
