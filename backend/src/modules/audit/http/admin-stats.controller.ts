import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminStats, AdminWaiting } from '../../../contract/admin-stats';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { Access } from '../../../platform/auth/access';
import { countActivatedMembers, countApplicantsWaiting, countProfileChecksPending } from '../../accounts/public/member-counts';
import { countSignups, servicesAwaitingDecisions } from '../../catalogue/public/catalogue-counts';
import { countCompaniesToAnswer, countCompanyApplications } from '../../companies/public/company-counts';

/** The dashboard's counts (SPEC §2 /klub/admin) and its work waiting (issue 41 §6), each counted by the module that owns it. */
@ApiTags('admin')
@Access('admin')
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly readStore: ReadStore) {}

  @Get()
  async stats(): Promise<AdminStats> {
    const [userCount, userServiceCount, companyCount] = await Promise.all([
      countActivatedMembers(this.readStore),
      countSignups(this.readStore),
      countCompanyApplications(this.readStore),
    ]);
    return { userCount, userServiceCount, companyCount };
  }

  @Get('waiting')
  async waiting(): Promise<AdminWaiting> {
    const [applicants, signupsToDecide, companiesToAnswer, profileChecksPending] = await Promise.all([
      countApplicantsWaiting(this.readStore),
      servicesAwaitingDecisions(this.readStore),
      countCompaniesToAnswer(this.readStore),
      countProfileChecksPending(this.readStore),
    ]);
    return { applicants, signupsToDecide, companiesToAnswer, profileChecksPending };
  }
}
