import { randomBytes } from 'node:crypto';

// Process-wide so that several OutboxMailer instances still name their files in sending order.
let lastStamp = '';
let sequence = 0;

/**
 * `20261121T223012345Z-000000-a1b2c3d4.eml`: a plain sort lists mails in sending order. The sequence
 * breaks ties inside one millisecond (or under a frozen test clock); the random part keeps two
 * processes writing into the same outbox from clashing. The name says nothing of the recipient: a
 * listing of the outbox (or of a copy of it) names nobody, and an erasure finds a person's mails by
 * what is inside them (OutboxMailer.forget).
 */
export function outboxFileName(sentAt: Date): string {
  const stamp = sentAt.toISOString().replace(/[-:]/g, '').replace('.', '');
  sequence = stamp === lastStamp ? sequence + 1 : 0;
  lastStamp = stamp;
  const seq = String(sequence).padStart(6, '0');
  return `${stamp}-${seq}-${randomBytes(4).toString('hex')}.eml`;
}

/** Whether a name is one outboxFileName gives (and not one of the old names, which ended with the recipient). */
export const isOutboxFileName = (name: string): boolean => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/.test(name);
