import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import MailComposer from 'nodemailer/lib/mail-composer';
import { MailMessage, Mailer } from './mailer.port';
import { outboxFileName } from './outbox-file-name';

export interface OutboxClock {
  now(): Date;
}

/**
 * Embedded-mode mailer: every message becomes an RFC 5322 `.eml` file in the outbox directory,
 * which any mail client opens and the API journeys read back (see testing/read-outbox.ts).
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger(OutboxMailer.name);

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly clock: OutboxClock,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    // Every time, not once: tests and operators may empty or remove the outbox while running.
    await mkdir(this.outboxDir, { recursive: true });
    const sentAt = this.clock.now();
    const file = outboxFileName(sentAt, message.to);
    const eml = await compose(message, this.from, sentAt);
    // A reader polling the directory must never see half a message: write aside, then rename.
    const temp = join(this.outboxDir, `.${file}.tmp`);
    try {
      await writeFile(temp, eml);
      await rename(temp, join(this.outboxDir, file));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    // Never the address or the body: logs hold no personal data, and the body holds single-use links.
    this.logger.log('Mail written to the outbox');
  }
}

/**
 * MailComposer handles what is easy to get wrong by hand: RFC 2047 encoded words for Hungarian
 * headers, folding, CRLF line ends and the multipart/alternative boundaries.
 */
function compose(message: MailMessage, from: string, sentAt: Date): Promise<Buffer> {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return new MailComposer({
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date: sentAt,
    headers: message.headers,
    messageId: `<${sentAt.getTime()}.${randomBytes(8).toString('hex')}@${domain}>`,
    // Both parts base64 with charset=utf-8: safe for any text, decoded by every client and readOutbox.
    textEncoding: 'base64',
  })
    .compile()
    .build();
}
