export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Trace headers (X-Correlation-ID, X-Causation-ID): which request and event caused the mail. */
  headers?: Record<string, string>;
}

/** Sends mail. Only queue jobs call this. Adapters: outbox (.eml files) and SMTP. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
