import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Single-use codes (activation, reset, completion, SSO). Events keep only the code's SHA-256 hash
 * and a random `codeId`; the clear code is HMAC(codeKey, codeId), so the reactor that mails the link
 * can re-create it after a crash without the code ever being written to the log. Reading the log alone
 * yields no working code; with the key, one could forge session tokens anyway.
 */
export class SingleUseCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'single-use-codes', 'klub', 32));
  }

  newCodeId(): string {
    return randomBytes(16).toString('base64url');
  }

  /** The code that goes into the link: 32 bytes, base64url. */
  codeFor(codeId: string): string {
    return createHmac('sha256', this.key).update(codeId).digest('base64url');
  }

  static hash(code: string): string {
    return createHash('sha256').update(code).digest('hex');
  }

  hashFor(codeId: string): string {
    return SingleUseCodes.hash(this.codeFor(codeId));
  }
}
