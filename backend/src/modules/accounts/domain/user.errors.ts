import { DomainError } from '../../../shared/domain-error';

/** Sign-in errors; the codes are SPEC §8's and travel in `message`. */
export const wrongEmail = () => new DomainError('WRONG_EMAIL', 'unauthenticated');
export const notActivated = () => new DomainError('NOT_ACTIVATED', 'unauthenticated');
/** Activated by staff, but the activation link was never used: the mail (or a reset link) is the way in. */
export const passwordNotSet = () => new DomainError('PASSWORD_NOT_SET', 'unauthenticated');
export const wrongPassword = () => new DomainError('WRONG_PASSWORD', 'unauthenticated');
export const accountDisabled = () => new DomainError('ACCOUNT_DISABLED', 'unauthenticated');
export const userExists = () => new DomainError('USER_EXISTS', 'conflict');
export const emailTaken = () => new DomainError('EMAIL_TAKEN', 'conflict');
/** Activation, reset and completion links that are unknown, used or expired (SPEC §8 error panel). */
export const invalidCode = () => new DomainError('INVALID_CODE', 'validation');
export const userNotFound = () => new DomainError('USER_NOT_FOUND', 'not_found');
export const alreadyActivated = () => new DomainError('ALREADY_ACTIVATED', 'conflict');
export const cannotDisableSelf = () => new DomainError('CANNOT_DISABLE_SELF', 'conflict');
export const cannotDeleteSelf = () => new DomainError('CANNOT_DELETE_SELF', 'conflict');
/** Reset-request errors share the sign-in codes but are not about a session: a 400, not a 401. */
export const resetWrongEmail = () => new DomainError('WRONG_EMAIL', 'validation');
export const resetNotActivated = () => new DomainError('NOT_ACTIVATED', 'validation');
export const resetAccountDisabled = () => new DomainError('ACCOUNT_DISABLED', 'validation');
/** A partner the member has no live grant for. */
export const partnerConsentNotFound = () => new DomainError('PARTNER_NOT_FOUND', 'not_found');
/** A password typed again to confirm (self-service erasure): a 400, as the session itself is fine. */
export const confirmationWrongPassword = () => new DomainError('WRONG_PASSWORD', 'validation');
