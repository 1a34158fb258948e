import type { PageInfo, PageQuery } from './common';
import { COMPANY_NOTE_MAX, COMPANY_STATUSES, type CompanyStatus } from '../modules/companies/domain/company-status';

export { COMPANY_NOTE_MAX, COMPANY_STATUSES, type CompanyStatus };

/**
 * The API's own words for a company application (SPEC §3, §7), written here rather than taken from the
 * CompanyApplied event, so the event may change shape without the API noticing (issue 39 §4).
 */

/** POST /company/create (SPEC §7). `teacherCount` may come as a numeric string from a form. */
export interface CompanyApplicationBody {
  /** The bot-check solution (an ALTCHA payload, or a reCAPTCHA token). */
  recaptcha?: string;
  /** Optional commitments the company takes on. */
  optionals?: string;
  /** How many teachers the company can host. */
  teacherCount: number;
  name: string;
  website: string;
  zip: string;
  city: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  activities: string;
}

/** One page of company applications, newest first. */
export interface CompanyPage extends PageInfo {
  items: CompanyApplicationView[];
}

/**
 * GET /admin/companies: with `page`, `pageSize` or `status` a `CompanyPage`; without, the SPEC's list
 * capped at 2,000 rows, the total in `X-Total-Count`.
 */
export type CompanyListAnswer = CompanyApplicationView[] | CompanyPage;

/** GET /admin/companies: SPEC §3 "Company application", newest first. */
export interface CompanyApplicationView extends CompanyStaffView {
  id: string;
  createdAt: string;
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

/** GET /admin/companies?status=: only the applications where staff stand so (issue 41 §8). */
export interface CompanyListQuery extends PageQuery {
  status?: CompanyStatus;
}

/**
 * Where staff stand with the company (decision 0107: "new" until someone changes it), the last change
 * (who, as the trail names them, and when) and the staff note (empty when none).
 */
export interface CompanyStaffView {
  status: CompanyStatus;
  statusChangedAt: string | null;
  /** The staff member's full name; null when never changed, or when that account is gone. */
  statusChangedBy: string | null;
  note: string;
}

/** POST /admin/companies/{id}/status */
export interface CompanyStatusBody {
  status: CompanyStatus;
}

/** POST /admin/companies/{id}/note: at most COMPANY_NOTE_MAX characters, trimmed; empty clears it. */
export interface CompanyNoteBody {
  note: string;
}
