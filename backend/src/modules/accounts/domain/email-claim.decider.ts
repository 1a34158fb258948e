import { createHash } from 'node:crypto';
import { Decider } from '../../../shared/decider';
import { DomainError } from '../../../shared/domain-error';
import { EmailClaimed } from './user.events';

/** The stream that makes an e-mail address unique; its name holds no personal data. */
export const emailStream = (email: string) =>
  `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

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
