import { DomainEvent } from '../../../shared/decider';

/** What a company states when it applies to host teachers (SPEC §3 "Company application"). */
export interface CompanyApplication {
  name: string;
  website: string;
  zip: string;
  city: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  activities: string;
  /** The optional commitments the company takes on; may be empty. */
  optionals: string;
  teacherCount: number;
}

export type CompanyApplied = DomainEvent<'CompanyApplied', CompanyApplication & { companyId: string; createdAt: string }>;

export type CompanyEvent = CompanyApplied;

/** Personal data of the contact lives here only (DESIGN §3), so erasure deletes one stream. */
export const companyStream = (companyId: string) => `company-${companyId}`;
