import { CompanyApplication } from './company.events';

export type ApplyAsCompany = {
  type: 'ApplyAsCompany';
  data: CompanyApplication & { companyId: string };
};

export type CompanyCommand = ApplyAsCompany;
