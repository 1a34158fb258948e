import { Decider } from '../../../shared/decider';
import { DomainError } from '../../../shared/domain-error';
import { EmailClaimed } from './user.events';

/** An e-mail address has one owner: the claim is appended with "no stream" expected (DESIGN §3). */
export type EmailClaimState = { owner: string | null };
export type ClaimEmail = { type: 'ClaimEmail'; data: { userId: string } };

export const emailClaimDecider: Decider<EmailClaimState, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ owner: null }),
  evolve: (_state, event) => ({ owner: event.data.userId }),
  decide: (command, state) => {
    if (state.owner !== null) throw new DomainError('EMAIL_TAKEN', 'conflict');
    return [{ type: 'EmailClaimed', data: { userId: command.data.userId } }];
  },
};
