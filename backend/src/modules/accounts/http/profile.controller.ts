import { ProfileView } from '../../../contract/profile';
import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, MemberGuard } from '../../../platform/auth/auth.guards';
import { SessionUser } from '../../../platform/auth/session';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../shared/domain-error';
import { ProfileCommands } from '../commands/profile-commands';
import { USERS, UserDoc } from '../projections/users.projection';
import { toProfile } from '../queries/get-profile';
import { UpdateProfileDto } from './profile.dto';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
@UseGuards(MemberGuard)
export class ProfileController {
  constructor(
    private readonly readStore: ReadStore,
    private readonly profiles: ProfileCommands,
    private readonly clock: Clock,
  ) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<ProfileView> {
    return this.read(user.id);
  }

  @Put()
  async update(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto, @Req() request: FastifyRequest): Promise<ProfileView> {
    await this.profiles.update(user.id, body, commandMeta(request, this.clock));
    return this.read(user.id);
  }

  private async read(userId: string): Promise<ProfileView> {
    const doc = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!doc) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    return toProfile(doc);
  }
}
