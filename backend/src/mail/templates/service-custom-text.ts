import { resolveArticles } from '../../shared/i18n/hungarian-article';
import { MailContent } from '../mail-layout';
import { codeParagraph, openService, PENDING_CODE, ServiceMailParams } from './service-mail-params';

/** Placeholders filled, then each "a(z)" before them decided by what it now stands before. */
const fill = (text: string, p: ServiceMailParams) =>
  resolveArticles(text.replace(/\{firstName\}/g, p.firstName).replace(/\{serviceName\}/g, p.serviceName).replace(/\{code\}/g, p.code ?? PENDING_CODE));

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
