import { CodeKind, codeMatches } from './code-policy';
import { invalidCode } from './accounts.errors';
import { ExistingUser, UserState } from './user.state';

/** Which state a member must be in for each kind of link to work. */
function eligible(kind: CodeKind, user: ExistingUser): boolean {
  switch (kind) {
    case 'activation':
      return user.status === 'activated' && user.passwordHash === null;
    case 'completion':
      return user.status === 'imported' && !user.completed;
    case 'reset':
      return user.status === 'activated';
  }
}

/** Throws INVALID_CODE unless the presented code is the live, unexpired code of that kind. */
export function assertLiveCode(state: UserState, kind: CodeKind, codeHash: string, now: Date): ExistingUser {
  if (state.status === 'none' || !eligible(kind, state) || !codeMatches(state.codes[kind], codeHash, now)) throw invalidCode();
  return state;
}
