import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CompanyApplicationView } from '../../../contract/companies';
import { Access } from '../../../platform/auth/access';
import { CompanyApplications } from '../queries/company-applications';

@ApiTags('admin')
@Access('admin')
@Controller('admin/companies')
export class AdminCompaniesController {
  constructor(private readonly applications: CompanyApplications) {}

  /** SPEC §3 company application fields, newest first (/klub/admin/cegek). */
  @Get()
  list(): Promise<CompanyApplicationView[]> {
    return this.applications.list();
  }
}
