import { ErrorEntry, failure } from '../../../shared/domain-error';

/** The companies' codes, each with its one status and its Hungarian text, or why it has none. */
export const COMPANIES_ERRORS = {
  COMPANY_EXISTS: { status: 409, folded: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error' },
  COMPANY_NOT_FOUND: { status: 404, text: 'A cég jelentkezése nem található, lehet, hogy időközben törölték.' },
} as const satisfies Record<string, ErrorEntry>;

export const companyExists = () => failure(COMPANIES_ERRORS, 'COMPANY_EXISTS');
export const companyNotFound = () => failure(COMPANIES_ERRORS, 'COMPANY_NOT_FOUND');
