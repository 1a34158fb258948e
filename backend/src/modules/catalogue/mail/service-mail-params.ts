import { MailContent } from '../../../platform/mail/mail-layout';
import { formatMoment } from '../../../shared/budapest-time';
import { withArticle } from '../../../shared/i18n/hungarian-article';

/** What every service mail may mention; `url` opens the service card (/klub/kartya/{id}). */
export interface ServiceMailParams {
  firstName: string;
  serviceName: string;
  code: string | null;
  url: string;
  /** When the member signed up (ISO): every mail about the sign-up names it, as the screens do. */
  signedUpAt: string | null;
}

export const PENDING_CODE = '(a kódot hamarosan elküldjük)';

export const openService = (p: ServiceMailParams): MailContent['action'] => ({ label: 'A szolgáltatás megnyitása', url: p.url });

/** The sign-up's moment, in the one clock's words: the same text the sign-ups table and the trail show. */
export const signupMomentParagraph = (p: ServiceMailParams): string[] => (p.signedUpAt ? [`Jelentkezésed ideje: ${formatMoment(p.signedUpAt)}.`] : []);

export const codeParagraph = (p: ServiceMailParams): string[] => (p.code ? [`A kuponkódod: ${p.code}`] : []);

/** A service's name as every mail writes it, subjects too: in Hungarian quotes, „Python alapok”. */
export const quoted = (name: string): string => `„${name}”`;

/** The service's name in quotes with its article: "a „Python alapok”", "az „Excel haladóknak”". */
export const theService = (p: ServiceMailParams, options?: { capital?: boolean }): string => withArticle(quoted(p.serviceName), options);
