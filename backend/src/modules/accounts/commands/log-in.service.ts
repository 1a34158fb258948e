import { Injectable } from '@nestjs/common';
import { verifyPassword } from '../../../platform/auth/password-hasher';
import { SessionTokens } from '../../../platform/auth/session-tokens';
import { SignInBackoff } from '../../../platform/auth/sign-in-backoff';
import { DomainError } from '../../../shared/domain-error';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userDecider } from '../domain/user.decider';
import { userNotFound } from '../domain/user.errors';
import { USERS, UserDoc } from '../projections/users.projection';
import { UserAccounts } from './user-accounts';

/** Sign-in: the decider judges the account, scrypt judges the password, the JWT carries the result. */
@Injectable()
export class LogInService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
    private readonly tokens: SessionTokens,
    private readonly backoff: SignInBackoff,
  ) {}

  /** After repeated wrong passwords the account waits before its password is checked again (429). */
  async logIn(email: string, password: string, stayLoggedIn: boolean): Promise<string> {
    const wait = this.backoff.waitFor(email, Date.now());
    if (wait > 0) throw new DomainError('TOO_MANY_REQUESTS', 'rate_limited', { retryAfter: Math.ceil(wait / 1000) });
    const { state } = await this.accounts.loadByEmail(email);
    const hash = state.status === 'none' ? null : state.passwordHash;
    const passwordMatches = hash !== null && (await verifyPassword(password, hash));
    try {
      userDecider.decide({ type: 'LogIn', data: { passwordMatches } }, state);
    } catch (refusal) {
      if (refusal instanceof DomainError && refusal.code === 'WRONG_PASSWORD') this.backoff.failed(email, Date.now());
      throw refusal;
    }
    if (state.status === 'none') throw userNotFound(); // unreachable: the decider refuses unknown users
    this.backoff.succeeded(email);
    return this.issueFor(state.userId, stayLoggedIn);
  }

  /** A session token from the read model's view of the member (names and admin flag). */
  async issueFor(userId: string, stayLoggedIn: boolean): Promise<string> {
    const user = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!user) throw userNotFound();
    return this.tokens.issue(
      { sub: userId, email: user.email, firstName: user.firstName, nickName: user.nickName || user.firstName, admin: user.admin },
      stayLoggedIn,
    );
  }
}
