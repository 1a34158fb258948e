import { failure } from './domain-error';
import { PLATFORM_ERRORS } from './error-codes';

/** The platform's and the kernel's errors (`error-codes.ts` declares their codes and statuses). */
export const fileNotFound = () => failure(PLATFORM_ERRORS, 'FILE_NOT_FOUND');
export const partnerNotFound = () => failure(PLATFORM_ERRORS, 'PARTNER_NOT_FOUND');
export const invalidIndex = () => failure(PLATFORM_ERRORS, 'INVALID_INDEX');
export const unauthenticated = () => failure(PLATFORM_ERRORS, 'UNAUTHENTICATED');
export const forbidden = () => failure(PLATFORM_ERRORS, 'FORBIDDEN');
export const notFound = () => failure(PLATFORM_ERRORS, 'NOT_FOUND');
/** How long to wait travels as the Retry-After header, in seconds. */
export const tooManyRequests = (retryAfter: number) => failure(PLATFORM_ERRORS, 'TOO_MANY_REQUESTS', { retryAfter });
export const serviceUnavailable = (retryAfter: number) => failure(PLATFORM_ERRORS, 'SERVICE_UNAVAILABLE', { retryAfter });
export const payloadTooLarge = (details: Record<string, unknown>) => failure(PLATFORM_ERRORS, 'PAYLOAD_TOO_LARGE', details);
