/**
 * Where staff stand with a company that applied (issue 41 §8, decision 0107): new until someone acts,
 * then any of the others, in any order (a declined company may come back as a partner).
 */
export const COMPANY_STATUSES = ['new', 'contacted', 'partner', 'declined'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The longest staff note on an application (decision 0107). */
export const COMPANY_NOTE_MAX = 2000;
