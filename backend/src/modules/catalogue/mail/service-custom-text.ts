import { resolveArticles } from '../../../shared/i18n/hungarian-article';
import { MailContent } from '../../../platform/mail/mail-layout';
import { codeParagraph, openService, PENDING_CODE, quoted, ServiceMailParams } from './service-mail-params';

/** A placeholder, with any quote mark the admin put right around it. */
const PLACEHOLDER = /(["'„“”‘’«»]?)\{(firstName|serviceName|code)\}(["'„“”‘’«»]?)/g;

/**
 * Placeholders filled in one pass (a value is never read for placeholders again), then each "a(z)"
 * before them decided by what it now stands before. The service's name comes in „…” as in every
 * other mail, unless the admin quoted the placeholder already.
 */
function fill(text: string, p: ServiceMailParams): string {
  const filled = text.replace(PLACEHOLDER, (_match, open: string, name: string, close: string) => {
    if (name === 'serviceName') return open || close ? `${open}${p.serviceName}${close}` : quoted(p.serviceName);
    return `${open}${name === 'firstName' ? p.firstName : (p.code ?? PENDING_CODE)}${close}`;
  });
  return resolveArticles(filled);
}

/**
 * A mail the admin wrote on the service (subject and text with {firstName}, {serviceName}, {code});
 * when either is empty, the default template. A code the text forgot to mention is added at the end.
 */
export function serviceCustomText(
  subject: string,
  text: string,
  p: ServiceMailParams,
  fallback: (p: ServiceMailParams) => MailContent,
): MailContent {
  if (subject.trim() === '' || text.trim() === '') return fallback(p);
  const paragraphs = text.trim().split(/\r?\n\s*\r?\n/).map((paragraph) => fill(paragraph.trim(), p));
  const code = text.includes('{code}') ? [] : codeParagraph(p);
  return { subject: fill(subject.trim(), p), paragraphs: [...paragraphs, ...code], action: openService(p) };
}
