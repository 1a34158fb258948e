import { CompanyApplication } from '../modules/companies/domain/company.events';

/** POST /company/create (SPEC §7). `teacherCount` may come as a numeric string from a form. */
export interface CompanyApplicationBody extends Omit<CompanyApplication, 'optionals' | 'teacherCount'> {
  /** The bot-check solution (an ALTCHA payload, or a reCAPTCHA token). */
  recaptcha?: string;
  /** Optional commitments the company takes on. */
  optionals?: string;
  /** How many teachers the company can host. */
  teacherCount: number;
}

/** GET /admin/companies: SPEC §3 "Company application", newest first. */
export interface CompanyApplicationView extends CompanyApplication {
  id: string;
  createdAt: string;
}
