import { createHash } from 'node:crypto';

/** The stream that makes an e-mail address unique (DESIGN §3); its name holds no personal data. */
export const emailStream = (email: string) => `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
