import { randomBytes } from 'node:crypto';

// Process-wide so that several OutboxMailer instances still name their files in sending order.
let lastStamp = '';
let sequence = 0;

/**
 * `20261121T223012345Z-000000-a1b2c3-eva-example-hu.eml`: a plain sort lists mails in sending
 * order. The sequence breaks ties inside one millisecond (or under a frozen test clock); the
 * random part keeps two processes writing into the same outbox from clashing.
 */
export function outboxFileName(sentAt: Date, recipient: string): string {
  const stamp = sentAt.toISOString().replace(/[-:]/g, '').replace('.', '');
  sequence = stamp === lastStamp ? sequence + 1 : 0;
  lastStamp = stamp;
  const seq = String(sequence).padStart(6, '0');
  return `${stamp}-${seq}-${randomBytes(3).toString('hex')}-${slug(recipient)}.eml`;
}

function slug(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'unknown';
}
