import { DomainError } from '../../../shared/domain-error';

/** Stable codes of the catalogue; the client maps them to Hungarian text (DESIGN §5). */
export const serviceNotFound = () => new DomainError('SERVICE_NOT_FOUND', 'not_found');
export const serviceExists = () => new DomainError('SERVICE_EXISTS', 'conflict');
export const serviceInactive = () => new DomainError('SERVICE_INACTIVE', 'conflict');
export const serviceFull = () => new DomainError('SERVICE_FULL', 'conflict');
export const alreadySignedUp = () => new DomainError('ALREADY_SIGNED_UP', 'conflict');
export const notSignedUp = () => new DomainError('NOT_SIGNED_UP', 'conflict');
export const notCancelable = () => new DomainError('NOT_CANCELABLE', 'conflict');
export const signupNotFound = () => new DomainError('SIGNUP_NOT_FOUND', 'not_found');
export const radioAnswerRequired = () => new DomainError('RADIO_ANSWER_REQUIRED', 'validation');
export const invalidRadioAnswer = () => new DomainError('INVALID_RADIO_ANSWER', 'validation');
export const nameRequired = () => new DomainError('SERVICE_NAME_REQUIRED', 'validation');
export const invalidLimit = () => new DomainError('INVALID_LIMIT', 'validation');
export const subPageUrlTaken = () => new DomainError('SUBPAGE_URL_TAKEN', 'conflict');
export const fileNotFound = () => new DomainError('FILE_NOT_FOUND', 'not_found');
export const groupNotFound = () => new DomainError('GROUP_NOT_FOUND', 'not_found');
