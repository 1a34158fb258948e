import { Injectable } from '@nestjs/common';
import { SessionTokens } from '../../../platform/auth/session-tokens';
import { Clock } from '../../../platform/clock/clock';
import { Client } from '../../../platform/guesses/known-clients';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userDecider } from '../domain/user.decider';
import { userNotFound } from '../domain/accounts.errors';
import { USERS } from '../projections/users.projection';
import { PasswordCheck } from './password-check';
import { UserAccounts } from '../user-streams/user-accounts';

/** Sign-in: the decider judges the account, scrypt judges the password, the JWT carries the result. */
@Injectable()
export class LogInService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
    private readonly tokens: SessionTokens,
    private readonly passwords: PasswordCheck,
    private readonly clock: Clock,
  ) {}

  /**
   * After repeated wrong passwords (here or on any other check of it) the client waits (429). Answers
   * the session token and the cookie that makes this client known to the account (password-check.ts).
   */
  async logIn(email: string, password: string, stayLoggedIn: boolean, client: Client): Promise<{ jwt: string; knownClient: string }> {
    const { state } = await this.accounts.loadByEmail(email);
    const passwordMatches = await this.passwords.matches(state, password, client);
    // Decided like a command by nobody yet signed in; it appends nothing, so nothing is run.
    userDecider.decide({ type: 'LogIn', data: { passwordMatches } }, state, { now: this.clock.now(), actorId: null });
    if (state.status === 'none') throw userNotFound(); // unreachable: the decider refuses unknown users
    return { jwt: await this.issueFor(state.userId, stayLoggedIn), knownClient: await this.passwords.signedIn(state.userId, client) };
  }

  /** A session token from the read model's view of the member (names, admin flag, session version). */
  async issueFor(userId: string, stayLoggedIn: boolean): Promise<string> {
    const user = await this.readStore.collection(USERS).get(userId);
    if (!user) throw userNotFound();
    return this.tokens.issue(
      {
        sub: userId,
        email: user.email,
        firstName: user.firstName,
        nickName: user.nickName || user.firstName,
        admin: user.admin,
        sessionVersion: user.sessionVersion ?? 0,
      },
      stayLoggedIn,
    );
  }
}
