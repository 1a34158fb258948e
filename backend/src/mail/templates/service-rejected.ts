import { MailContent } from '../mail-layout';
import { ServiceMailParams } from './service-mail-params';

export const serviceRejected = (p: ServiceMailParams): MailContent => ({
  subject: `Jelentkezésed elutasítva: ${p.serviceName}`,
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `Sajnos a(z) „${p.serviceName}” szolgáltatásra beküldött jelentkezésedet ezúttal nem tudtuk elfogadni.`,
    'Köszönjük az érdeklődésedet! Nézz körül a klub többi szolgáltatása között is.',
  ],
});
