import { Command, Decider } from '../../../shared/decider';
import { emailTaken } from './accounts.errors';
import { EmailClaimed } from './user.events';

/** An e-mail address has one owner: the claim is appended with "no stream" expected (DESIGN §3). */
export type EmailClaimState = { owner: string | null };
export type ClaimEmail = Command<'ClaimEmail', { userId: string }>;

export const emailClaimDecider: Decider<EmailClaimState, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ owner: null }),
  evolve: (_state, event) => ({ owner: event.data.userId }),
  decide: (command, state) => {
    if (state.owner !== null) throw emailTaken();
    return [{ type: 'EmailClaimed', data: { userId: command.data.userId } }];
  },
};
