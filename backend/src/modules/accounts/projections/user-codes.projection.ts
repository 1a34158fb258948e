import { Projection } from '../../../platform/projections/projection';
import { CodeKind } from '../domain/code-policy';
import { UserErased, UserEvent } from '../domain/user.events';
import { unreachable } from '../../../shared/unreachable';
import { readModel } from '../../../platform/read-store/read-model';

/**
 * Finds the member a link belongs to: the hashes of each member's live codes. The user stream stays
 * the judge of whether a code still works; this only says whose stream to ask.
 */
export interface UserCodesDoc {
  _id: string;
  activation: string | null;
  reset: string | null;
  completion: string | null;
  [key: string]: unknown;
}

export const USER_CODES = readModel<UserCodesDoc>('user-codes', [{ fields: { activation: 1 } }, { fields: { reset: 1 } }, { fields: { completion: 1 } }]);

const set = (doc: UserCodesDoc | null, userId: string, kind: CodeKind, hash: string | null): UserCodesDoc => ({
  ...(doc ?? { _id: userId, activation: null, reset: null, completion: null }),
  [kind]: hash,
});

const CODE_EVENT_TYPES = [
  'MemberImported',
  'SignupCompleted',
  'UserActivated',
  'ActivationCompleted',
  'PasswordResetRequested',
  'PasswordReset',
  'PasswordChanged',
  'EmailAddressChanged',
  'UserDisabled',
  'UserErased',
] as const;

type CodeEvent = Extract<UserEvent | UserErased, { type: (typeof CODE_EVENT_TYPES)[number] }>;

export const userCodesProjection: Projection<UserCodesDoc, CodeEvent> = {
  model: USER_CODES,
  version: 2,
  handles: CODE_EVENT_TYPES,
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    const userId = event.data.userId;
    switch (event.type) {
      case 'MemberImported':
        return set(doc, userId, 'completion', event.data.completion.codeHash);
      case 'SignupCompleted':
        return set(doc, userId, 'completion', null);
      case 'UserActivated':
        return set(doc, userId, 'activation', event.data.activation?.codeHash ?? null);
      case 'ActivationCompleted':
        return set(doc, userId, 'activation', null);
      case 'PasswordResetRequested':
        return set(doc, userId, 'reset', event.data.reset.codeHash);
      case 'PasswordReset':
      case 'PasswordChanged':
        return set(doc, userId, 'reset', null);
      case 'EmailAddressChanged': {
        const { activation, completion } = event.data;
        return { ...set(doc, userId, 'reset', null), activation: activation?.codeHash ?? null, completion: completion?.codeHash ?? null };
      }
      case 'UserDisabled':
      case 'UserErased':
        return null;
      default:
        return unreachable(event);
    }
  },
};
