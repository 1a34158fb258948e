import { join } from 'node:path';
import { OutboxMail, readOutbox } from '../../../backend/src/platform/mail/testing/read-outbox';

/** Every mail comes from the site by name, `SITE_NAME <MAIL_FROM>` (the journeys boot with the defaults). */
export const SITE_SENDER = 'IT Tanár Klub <klub@example.org>';

/**
 * Mail leaves through the queue after the request has answered: poll the outbox until `count` mails
 * matching `predicate` are there, or fail naming what did arrive. Each one found must come from the
 * site by name, so every journey that reads a mail checks its sender too.
 */
export async function waitForMail(
  app: { dataDir: string },
  predicate: (mail: OutboxMail) => boolean = () => true,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<OutboxMail[]> {
  const { count = 1, timeoutMs = 5000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await readOutbox(join(app.dataDir, 'outbox'));
    const matching = all.filter(predicate);
    if (matching.length >= count) {
      const stranger = matching.find((mail) => mail.from !== SITE_SENDER);
      if (stranger) throw new Error(`the mail "${stranger.subject}" came from "${stranger.from}", not from ${SITE_SENDER}`);
      return matching;
    }
    if (Date.now() > deadline) {
      const seen = all.map((mail) => `${mail.to}: ${mail.subject}`).join('; ') || 'none';
      throw new Error(`expected ${count} matching mail(s) within ${timeoutMs} ms; outbox holds ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every mail in the outbox now, oldest first. */
export function outbox(app: { dataDir: string }): Promise<OutboxMail[]> {
  return readOutbox(join(app.dataDir, 'outbox'));
}
