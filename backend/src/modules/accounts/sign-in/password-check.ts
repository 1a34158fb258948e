import { Injectable } from '@nestjs/common';
import { verifyPassword } from '../../../platform/auth/password-hasher';
import { GuessLimiter } from '../../../platform/guesses/guess-limiter';
import { PASSWORD_GUESSES } from '../../../platform/guesses/guess-policy';
import { Client, KnownClients } from '../../../platform/guesses/known-clients';
import { UserState } from '../domain/user.state';

/** The key of the strangers' wrong passwords of an account (known-clients.ts: known clients count apart). */
const strangersKey = (userId: string) => `password:${userId}`;

/**
 * Every check of a member's password (signing in, erasing the account, changing the password) goes
 * through here, so they share one backoff per account and client (issue 22 §8, issue 38 §1–§2): the
 * attempt is counted before scrypt runs, so however many arrive at once, at most the free number is
 * checked; once they are used up each route answers 429 with Retry-After, even to the right password.
 * Clients the account has signed in from count apart from strangers, so a storm of wrong passwords
 * from elsewhere never keeps the owner's own browser out. Counted by account id, so a changed e-mail
 * address starts nothing afresh.
 */
@Injectable()
export class PasswordCheck {
  constructor(
    private readonly guesses: GuessLimiter,
    private readonly known: KnownClients,
  ) {}

  /** Whether `password` is the account's; false for nobody and for an account without a password. */
  async matches(state: UserState, password: string, client: Client): Promise<boolean> {
    if (state.status === 'none' || state.passwordHash === null) return false;
    const { passwordHash } = state;
    const key = await this.known.keyFor(strangersKey(state.userId), client);
    return this.guesses.attempt(key, PASSWORD_GUESSES, () => verifyPassword(password, passwordHash));
  }

  /** A signed-in client is known to the account from now on: answers its cookie. */
  signedIn(userId: string, client: Client): Promise<string> {
    return this.known.signedIn(strangersKey(userId), client);
  }

  /** The owner set a new password through a mailed link: the strangers' wrong guesses are forgotten. */
  ownerProven(userId: string): Promise<void> {
    return this.guesses.forget(strangersKey(userId));
  }
}
