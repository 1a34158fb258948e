import { join } from 'node:path';
import { OutboxMail, readOutbox } from '../../../backend/src/platform/mail/testing/read-outbox';

/**
 * Mail leaves through the queue after the request has answered: poll the outbox until `count` mails
 * matching `predicate` are there, or fail naming what did arrive.
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
    if (matching.length >= count) return matching;
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
