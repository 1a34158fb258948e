import { DomainEvent } from '../../../shared/decider';
import { CompanyStatus } from './company-status';

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
/** Who changed it is the event's actor (metadata), as on every staff action. */
export type CompanyStatusChanged = DomainEvent<'CompanyStatusChanged', { companyId: string; status: CompanyStatus; changedAt: string }>;
/** The note as staff left it (trimmed; empty clears it). It may name people, so it lives in the company's stream only. */
export type CompanyNoteSet = DomainEvent<'CompanyNoteSet', { companyId: string; note: string; setAt: string }>;
/**
 * An application deleted (GDPR): ids and time only, appended to COMPANY_DELETIONS_STREAM while the
 * company's own stream, which holds everything it told us, is deleted.
 */
export type CompanyApplicationDeleted = DomainEvent<'CompanyApplicationDeleted', { companyId: string; deletedAt: string }>;

/** The events of a company's own stream. */
export type CompanyEvent = CompanyApplied | CompanyStatusChanged | CompanyNoteSet;

/** Personal data of the contact lives here only (DESIGN §3), so erasure deletes one stream. */
export const companyStream = (companyId: string) => `company-${companyId}`;

/** Where deletions are kept once the company's stream is gone: that one happened, by whom and when. */
export const COMPANY_DELETIONS_STREAM = 'deleted-companies';
