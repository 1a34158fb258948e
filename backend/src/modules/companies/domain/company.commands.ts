import { Command } from '../../../shared/decider';
import { CompanyApplication } from './company.events';

export type ApplyAsCompany = Command<'ApplyAsCompany', CompanyApplication & { companyId: string }>;

export type CompanyCommand = ApplyAsCompany;
