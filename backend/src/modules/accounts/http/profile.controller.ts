import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, MemberGuard } from '../../../platform/auth/auth.guards';
import { SessionUser } from '../../../platform/auth/session';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../shared/domain-error';
import { Profile, toProfile } from '../queries/get-profile';
import { USERS, UserDoc } from '../projections/users.projection';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
@UseGuards(MemberGuard)
export class ProfileController {
  constructor(private readonly readStore: ReadStore) {}

  @Get()
  async get(@CurrentUser() user: SessionUser): Promise<Profile> {
    const doc = await this.readStore.collection<UserDoc>(USERS).get(user.id);
    if (!doc) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    return toProfile(doc);
  }
}
