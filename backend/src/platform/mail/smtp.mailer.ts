import { Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { MailMessage, MailSender, Mailer, messageIdOf, senderDomain } from './mailer.port';

/** Production mailer: hands each message to the SMTP server of `smtpUrl` (smtp:// or smtps://). */
export class SmtpMailer extends Mailer {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: MailSender,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html, replyTo, headers } = message;
    const messageId = messageIdOf(message, senderDomain(this.from));
    const info = await this.transport.sendMail({ from: this.from, to, subject, text, html, replyTo, headers, messageId });
    // Never the address or the body: logs hold no personal data, and the body holds single-use links.
    this.logger.log(`Mail sent ${info.messageId}`);
  }

  /** Closes pooled connections (only relevant with `?pool=true` in the URL). */
  async close(): Promise<void> {
    this.transport.close();
  }
}
