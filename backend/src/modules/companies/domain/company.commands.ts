import { CompanyApplication } from './company.events';

export type ApplyAsCompany = {
  type: 'ApplyAsCompany';
  data: CompanyApplication & { companyId: string; now: Date };
};

export type CompanyCommand = ApplyAsCompany;
