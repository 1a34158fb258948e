import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminStats } from '../../../contract/admin-stats';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { Access } from '../../../platform/auth/access';

/** The dashboard's counts (SPEC §2 /klub/admin), read from the other contexts' read models by name. */
@ApiTags('admin')
@Access('admin')
@Controller('admin/stats')
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
