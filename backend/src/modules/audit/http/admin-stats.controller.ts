import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminStats } from '../../../contract/admin-stats';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { ReadStore } from '../../../platform/read-store/read-store.port';

/** The dashboard's counts (SPEC §2 /klub/admin), read from the other contexts' read models by name. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@UseGuards(AdminGuard)
export class AdminStatsController {
  constructor(private readonly readStore: ReadStore) {}

  @Get()
  async stats(): Promise<AdminStats> {
    const [userCount, userServiceCount, companyCount] = await Promise.all([
      this.readStore.collection('users').count({ status: 'activated', admin: false }),
      this.readStore.collection('signups').count(),
      this.readStore.collection('companies').count(),
    ]);
    return { userCount, userServiceCount, companyCount };
  }
}
