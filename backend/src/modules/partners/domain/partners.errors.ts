import { ErrorEntry, failure } from '../../../shared/domain-error';

/** The partner sites' codes, each with its one status and its Hungarian text (PARTNER_NOT_FOUND is the kernel's: accounts answers it too). */
export const PARTNERS_ERRORS = {
  PARTNER_EXISTS: { status: 409, text: 'Ez a partneroldal már szerepel a listában.' },
  /** A sign-in asked for by a page of no registered, active partner site. */
  UNKNOWN_PARTNER: { status: 404, text: 'Ezt az oldalt nem ismerjük: a klubtagsággal csak a klub partneroldalain lehet bejelentkezni.' },
} as const satisfies Record<string, ErrorEntry>;

export const partnerExists = () => failure(PARTNERS_ERRORS, 'PARTNER_EXISTS');
export const unknownPartner = () => failure(PARTNERS_ERRORS, 'UNKNOWN_PARTNER');
