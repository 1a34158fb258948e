import { ErrorEntry, failure } from '../../../shared/domain-error';

/** The companies' codes, each with its one status and its Hungarian text, or why it has none. */
export const COMPANIES_ERRORS = {
  COMPANY_EXISTS: { status: 409, folded: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error' },
} as const satisfies Record<string, ErrorEntry>;

export const companyExists = () => failure(COMPANIES_ERRORS, 'COMPANY_EXISTS');
