import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { verifyPassword } from '../../../platform/auth/password-hasher';
import { SessionTokens } from '../../../platform/auth/session-tokens';
import { userDecider } from '../domain/user.decider';
import { USERS, UserDoc } from '../projections/users.projection';
import { loadUserByEmail } from './load-user';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly tokens: SessionTokens,
  ) {}

  async execute({ email, password, stayLoggedIn }: LogInCommand): Promise<{ jwt: string }> {
    const { state } = await loadUserByEmail(this.store, email);
    const hash = state.status === 'none' ? null : state.passwordHash;
    const passwordMatches = hash !== null && (await verifyPassword(password, hash));
    userDecider.decide({ type: 'LogIn', data: { passwordMatches } }, state);
    if (state.status === 'none') throw new Error('unreachable: the decider refuses unknown users');
    const doc = await this.readStore.collection<UserDoc>(USERS).get(state.userId);
    const jwt = await this.tokens.issue(
      {
        sub: state.userId,
        email: state.email,
        firstName: doc?.firstName ?? '',
        nickName: doc?.nickName || doc?.firstName || '',
        admin: state.admin,
      },
      stayLoggedIn,
    );
    return { jwt };
  }
}
