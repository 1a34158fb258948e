import { DomainError } from '../../../shared/domain-error';

/** Sign-in errors; the codes are SPEC §8's and travel in `message`. */
export const wrongEmail = () => new DomainError('WRONG_EMAIL', 'unauthenticated');
export const notActivated = () => new DomainError('NOT_ACTIVATED', 'unauthenticated');
export const wrongPassword = () => new DomainError('WRONG_PASSWORD', 'unauthenticated');
export const accountDisabled = () => new DomainError('ACCOUNT_DISABLED', 'unauthenticated');
export const userExists = () => new DomainError('USER_EXISTS', 'conflict');
