import { ErrorEntry, failure } from '../../../shared/domain-error';

/** The reference data's codes, each with its one status and its Hungarian text. */
export const REFERENCE_ERRORS = {
  ZIP_NOT_FOUND: { status: 404, text: 'Ismeretlen irányítószám.' },
  INVALID_SCHOOL_ROW: { status: 400, text: 'Az iskolalista egy sora hibás: ellenőrizd az OM azonosítót, a nevet és a települést.' },
} as const satisfies Record<string, ErrorEntry>;

export const zipNotFound = () => failure(REFERENCE_ERRORS, 'ZIP_NOT_FOUND');
export const invalidSchoolRow = () => failure(REFERENCE_ERRORS, 'INVALID_SCHOOL_ROW');
