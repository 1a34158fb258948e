import { Injectable } from '@nestjs/common';
import { verifyPassword } from '../../../platform/auth/password-hasher';
import { SignInBackoff } from '../../../platform/auth/sign-in-backoff';
import { DomainError } from '../../../shared/domain-error';
import { UserState } from '../domain/user.state';

/**
 * Every check of a member's password (signing in, erasing the account, changing the password) goes
 * through here, so they share one per-account backoff (issue 22 §8): a wrong password on any of them
 * counts for the account, and once the free tries are used up each of them answers 429 with
 * Retry-After until the wait is over, even to the right password. Counted by account id, so a changed
 * e-mail address starts nothing afresh.
 */
@Injectable()
export class PasswordCheck {
  constructor(private readonly backoff: SignInBackoff) {}

  /** Whether `password` is the account's; false for nobody and for an account without a password. */
  async matches(state: UserState, password: string): Promise<boolean> {
    if (state.status === 'none' || state.passwordHash === null) return false;
    const wait = this.backoff.waitFor(state.userId, Date.now());
    if (wait > 0) throw new DomainError('TOO_MANY_REQUESTS', 'rate_limited', { retryAfter: Math.ceil(wait / 1000) });
    const matches = await verifyPassword(password, state.passwordHash);
    if (matches) this.backoff.succeeded(state.userId);
    else this.backoff.failed(state.userId, Date.now());
    return matches;
  }
}
