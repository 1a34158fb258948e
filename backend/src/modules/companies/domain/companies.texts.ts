import type { CompanyStatus } from './company-status';

/** Where staff stand with a company, as the admin table's chips and its filter say it (decision 0107). */
export const COMPANY_STATUS_TEXTS: Readonly<Record<CompanyStatus, string>> = {
  new: 'Új',
  contacted: 'Megkeresve',
  partner: 'Partner',
  declined: 'Elutasítva',
};
