import { ErrorEntry, failure, failureOtherwise } from '../../../shared/domain-error';

/**
 * The accounts' codes, each with its one status and its Hungarian text (SPEC §8). The sign-in codes
 * are 401s wherever they come from: the reset request answers them too (SPEC §8 names both together),
 * and neither is made with a session a 401 could end.
 */
export const ACCOUNTS_ERRORS = {
  WRONG_EMAIL: { status: 401, text: 'Helytelen email cím' },
  NOT_ACTIVATED: { status: 401, text: 'Ez a fiók még nincs aktiválva.' },
  /** Activated by staff, but the activation link was never used: the mail (or a reset link) is the way in. */
  PASSWORD_NOT_SET: {
    status: 401,
    text: 'A fiókod már aktív, de még nem állítottál be jelszót. Használd az aktiváló levélben kapott linket, vagy kérj újat az „Elfelejtett jelszó” linkre kattintva.',
  },
  WRONG_PASSWORD: {
    status: 401,
    text: 'Helytelen jelszó',
    // A password typed again by a signed-in member (self-delete, password change): the session is fine,
    // and a 401 would sign them out.
    otherwise: { when: 'confirming', status: 400 },
  },
  ACCOUNT_DISABLED: { status: 401, text: 'Ez a fiók le van tiltva.' },
  EMAIL_TAKEN: { status: 409, text: 'Ez az email cím már foglalt.' },
  /** Activation, reset and completion links that are unknown, used or expired (SPEC §8 error panel). */
  INVALID_CODE: { status: 400, text: 'Ez a link már nem érvényes.' },
  USER_EXISTS: { status: 409, folded: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error' },
  USER_NOT_FOUND: { status: 404, text: 'A felhasználó nem található, lehet, hogy időközben törölték.' },
  ALREADY_ACTIVATED: { status: 409, text: 'Ez a tag már aktiválva van, és jelszót is beállított.' },
  CANNOT_DISABLE_SELF: { status: 409, text: 'Saját magadat nem tilthatod le.' },
  CANNOT_DELETE_SELF: { status: 409, text: 'Saját magadat nem törölheted.' },
} as const satisfies Record<string, ErrorEntry>;

const fail = (code: keyof typeof ACCOUNTS_ERRORS) => failure(ACCOUNTS_ERRORS, code);

export const wrongEmail = () => fail('WRONG_EMAIL');
export const notActivated = () => fail('NOT_ACTIVATED');
export const passwordNotSet = () => fail('PASSWORD_NOT_SET');
export const wrongPassword = () => fail('WRONG_PASSWORD');
export const accountDisabled = () => fail('ACCOUNT_DISABLED');
export const userExists = () => fail('USER_EXISTS');
export const emailTaken = () => fail('EMAIL_TAKEN');
export const invalidCode = () => fail('INVALID_CODE');
export const userNotFound = () => fail('USER_NOT_FOUND');
export const alreadyActivated = () => fail('ALREADY_ACTIVATED');
export const cannotDisableSelf = () => fail('CANNOT_DISABLE_SELF');
export const cannotDeleteSelf = () => fail('CANNOT_DELETE_SELF');
/** A password typed again to confirm (self-service erasure, a password change). */
export const confirmationWrongPassword = () => failureOtherwise(ACCOUNTS_ERRORS, 'WRONG_PASSWORD');
