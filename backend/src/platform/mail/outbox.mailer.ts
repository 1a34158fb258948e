import { createHash, randomBytes } from 'node:crypto';
import { access, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { MailMessage, MailSender, Mailer, MailsOfPerson, messageIdOf, senderDomain } from './mailer.port';
import { eraseMailsOf } from './outbox-erasure';
import { isOutboxFileName, outboxFileName } from './outbox-file-name';

/** Where the outbox remembers which mail ids it has written (hidden from mail readers). */
const SENT_DIR = '.sent';

const exists = (path: string) => access(path).then(() => true, () => false);

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
    private readonly from: MailSender,
    private readonly clock: OutboxClock,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    // Every time, not once: tests and operators may empty or remove the outbox while running.
    await mkdir(this.outboxDir, { recursive: true });
    const sentAt = this.clock.now();
    const file = message.id ? await this.claim(message.id, sentAt) : outboxFileName(sentAt);
    if (file === null) return;
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

  /** The person's mails and their claim markers (their erasure); what is left names nobody. */
  override async forget(person: MailsOfPerson): Promise<void> {
    const erased = await eraseMailsOf(this.outboxDir, join(this.outboxDir, SENT_DIR), person);
    this.logger.log(`Erased ${erased} mail(s) from the outbox`);
  }

  /** The one mail of this id and its claim: the claim names the file. */
  override async withdraw(id: string): Promise<void> {
    const marker = this.markerOf(id);
    const file = await readFile(marker, 'utf8').catch(() => '');
    // A marker only ever names a file of the outbox itself.
    if (/^[\w.-]+\.eml$/.test(file)) await rm(join(this.outboxDir, file), { force: true });
    await rm(marker, { force: true });
  }

  private markerOf(id: string): string {
    return join(this.outboxDir, SENT_DIR, createHash('sha256').update(id).digest('hex'));
  }

  /**
   * Exactly one copy per mail id, even when its job runs again after a crash: the first send claims
   * the id (a marker naming the file, created only if absent); a later send of the same id finds the
   * claim and writes nothing, unless the crash came between the claim and the file, when it writes it.
   * The marker is written aside and hard-linked into place, so it never exists without its content:
   * a kill between creating it and filling it would otherwise leave an empty claim that names no file
   * and silences the mail for good.
   */
  private async claim(id: string, sentAt: Date): Promise<string | null> {
    await mkdir(join(this.outboxDir, SENT_DIR), { recursive: true });
    const marker = this.markerOf(id);
    const file = outboxFileName(sentAt);
    const aside = `${marker}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(aside, file);
      await link(aside, marker);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const claimed = await readFile(marker, 'utf8');
      if (isOutboxFileName(claimed)) return (await exists(join(this.outboxDir, claimed))) ? null : claimed;
      // An empty marker is a claim a crash cut short (before markers were linked into place); one
      // naming a file the old way (after its recipient) is given a name that names nobody.
      if (claimed.endsWith('.eml') && (await exists(join(this.outboxDir, claimed)))) return null;
      await writeFile(marker, file);
      return file;
    } finally {
      await rm(aside, { force: true });
    }
  }
}

/**
 * MailComposer handles what is easy to get wrong by hand: RFC 2047 encoded words for Hungarian
 * headers, folding, CRLF line ends and the multipart/alternative boundaries.
 */
async function compose(message: MailMessage, from: MailSender, sentAt: Date): Promise<Buffer> {
  // Loaded with the first mail, not at every start.
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const domain = senderDomain(from);
  return new MailComposer({
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date: sentAt,
    headers: message.headers,
    messageId: messageIdOf(message, domain) ?? `<${sentAt.getTime()}.${randomBytes(8).toString('hex')}@${domain}>`,
    // Both parts base64 with charset=utf-8: safe for any text, decoded by every client and readOutbox.
    textEncoding: 'base64',
  })
    .compile()
    .build();
}
