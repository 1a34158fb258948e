import { createHash } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Trace headers (X-Correlation-ID, X-Causation-ID): which request and event caused the mail. */
  headers?: Record<string, string>;
  /**
   * Which mail this is (its job: the reactor, the kind and the causing event). A job run again after a
   * crash sends the same id: the outbox keeps one copy, and SMTP gets the same Message-ID.
   */
  id?: string;
}

/**
 * Who the mail is from: `SITE_NAME <MAIL_FROM>`. Handed to nodemailer as name and address, never as
 * one string, so that it quotes or RFC 2047-encodes the name ("IT Tanár Klub") as the name needs.
 */
export interface MailSender {
  name: string;
  address: string;
}

/** The domain of the sender's address, for Message-IDs. */
export const senderDomain = (sender: MailSender) => sender.address.split('@')[1] ?? 'localhost';

/** The Message-ID of a mail with an id: the same on every send, so a receiving server can drop a repeat. */
export const messageIdOf = (message: MailMessage, domain: string) =>
  message.id ? `<${createHash('sha256').update(message.id).digest('hex').slice(0, 32)}@${domain}>` : undefined;

/** Whose mails an erasure takes back (issue 22 §1). */
export interface MailsOfPerson {
  /** Every address the person had: the mails to any of them (their To header). */
  addresses: readonly string[];
  /**
   * The person's own streams (`user-…`): the mails an event of theirs caused (X-Causation-ID
   * `stream@revision`), which name them to someone else, e.g. the staff notice of an application.
   */
  streams: readonly string[];
}

/**
 * Sends mail. Only queue jobs call this. Adapters: outbox (.eml files) and SMTP. A mailer that keeps
 * copies of what it sent (the outbox) deletes them when their person is erased; one that keeps none
 * (SMTP: the mail has left the machine) has nothing to forget.
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;

  /** Deletes every copy kept of the person's mails (their erasure). */
  async forget(_person: MailsOfPerson): Promise<void> {}

  /** Deletes the copy kept of the mail with this id, if any: it was written while its person was erased. */
  async withdraw(_id: string): Promise<void> {}
}
