import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { GuessStore } from './guess-store.port';

/** Who is asking: the client address (as TRUST_PROXY lets Fastify read it) and the request's cookies. */
export interface Client {
  address: string;
  cookies: string | undefined;
}

/** How long a client that signed in to an account stays known to it. */
const KNOWN_FOR_MS = 180 * 24 * 3600_000;
const COOKIE_PREFIX = 'itk_known_';

/**
 * The clients an account has signed in from (issue 38 §2, OWASP's "device cookies", as Okta's and
 * Microsoft's lock-outs keep familiar and unfamiliar clients apart): a browser that signed in holds a
 * signed, HttpOnly cookie for that account, and its address is remembered (as an HMAC, never in the
 * clear) for the same time. A known client's wrong guesses count on its own key, so a storm from
 * strangers, which all share the account's one key, never locks out the owner's own browser.
 */
export class KnownClients {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly store: GuessStore,
    private readonly secureCookies: boolean,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'known-clients', 'klub', 32));
  }

  /**
   * The key a check of `account` by `client` is counted on: the client's own when it is known (its
   * cookie first, then its address), else the key every stranger shares.
   */
  async keyFor(account: string, client: Client): Promise<string> {
    const device = this.deviceOf(account, client.cookies);
    if (device !== null) return `${account}:device:${device}`;
    const address = this.addressTag(account, client.address);
    return (await this.store.remembers(`known:${address}`, Date.now())) ? `${account}:address:${address}` : account;
  }

  /** After a successful sign-in: the client is known to the account; answers the cookie to set. */
  async signedIn(account: string, client: Client): Promise<string> {
    await this.store.remember(`known:${this.addressTag(account, client.address)}`, KNOWN_FOR_MS, Date.now());
    const device = this.deviceOf(account, client.cookies) ?? randomBytes(12).toString('base64url');
    const attributes = ['Path=/api', `Max-Age=${KNOWN_FOR_MS / 1000}`, 'HttpOnly', 'SameSite=Strict', ...(this.secureCookies ? ['Secure'] : [])];
    return [`${this.cookieName(account)}=${device}.${this.sign(account, device)}`, ...attributes].join('; ');
  }

  /** A tag of the client's address for `account` (or alone): the same every time, never the address. */
  addressTag(account: string, address: string): string {
    return this.sign(`address|${account}`, address);
  }

  private deviceOf(account: string, cookies: string | undefined): string | null {
    const name = `${this.cookieName(account)}=`;
    const value = cookies
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(name))
      ?.slice(name.length);
    const [device, signature] = value?.split('.') ?? [];
    if (!device || !signature) return null;
    const expected = Buffer.from(this.sign(account, device));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  private cookieName(account: string): string {
    return COOKIE_PREFIX + this.sign('cookie', account).slice(0, 16);
  }

  private sign(scope: string, value: string): string {
    return createHmac('sha256', this.key).update(`${scope}|${value}`).digest('base64url').slice(0, 32);
  }
}
