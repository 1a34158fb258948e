import { Command } from '../../../shared/decider';
import { CompanyStatus } from './company-status';
import { CompanyApplication } from './company.events';

export type ApplyAsCompany = Command<'ApplyAsCompany', CompanyApplication & { companyId: string }>;
export type ChangeCompanyStatus = Command<'ChangeCompanyStatus', { companyId: string; status: CompanyStatus }>;
export type SetCompanyNote = Command<'SetCompanyNote', { companyId: string; note: string }>;
/** Decided like the others, but carried out by deleting the stream (commands/company-deletion.ts). */
export type DeleteCompanyApplication = Command<'DeleteCompanyApplication', { companyId: string }>;

export type CompanyCommand = ApplyAsCompany | ChangeCompanyStatus | SetCompanyNote | DeleteCompanyApplication;
