import { CommandRunner } from '../../../platform/commands/command-runner';
import { emailClaimDecider } from '../domain/email-claim.decider';
import { emailStream } from './email-stream';
import { userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import { UserState } from '../domain/user.state';

/** Finds the owner of an e-mail through its claim stream and folds their user stream. */
export async function loadUserByEmail(runner: CommandRunner, email: string): Promise<{ ownerId: string | null; state: UserState }> {
  const { owner: ownerId } = await runner.readState(emailStream(email), emailClaimDecider);
  if (ownerId === null) return { ownerId, state: userDecider.initialState() };
  return { ownerId, state: await runner.readState(userStream(ownerId), userDecider) };
}
