import type { PageInfo } from './common';

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
 * GET /admin/companies: with `page` or `pageSize` a `CompanyPage`; without, the SPEC's list capped at
 * 2,000 rows, the total in `X-Total-Count`.
 */
export type CompanyListAnswer = CompanyApplicationView[] | CompanyPage;

/** GET /admin/companies: SPEC §3 "Company application", newest first. */
export interface CompanyApplicationView {
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
