import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SessionToken } from '../../../contract/account';
import { Done } from '../../../contract/common';
import { ProfileView } from '../../../contract/profile';
import { CurrentUser } from '../../../platform/auth/auth.guards';
import { SessionUser } from '../../../platform/auth/session';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { Client } from '../../../platform/http/client.decorator';
import type { Client as RequestClient } from '../../../platform/guesses/known-clients';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { unauthenticated } from '../../../shared/platform-errors';
import { LogInService } from '../sign-in/log-in.service';
import { ProfileCommands } from '../commands/profile-commands';
import { USERS } from '../projections/users.projection';
import { toProfile } from '../queries/get-profile';
import { ChangePasswordDto, DeleteAccountDto, UpdateProfileDto } from './profile.dto';
import { Access } from '../../../platform/auth/access';

@ApiTags('profile')
@Access('member')
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly readStore: ReadStore,
    private readonly profiles: ProfileCommands,
    private readonly logIn: LogInService,
  ) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<ProfileView> {
    return this.read(user.id);
  }

  @Put()
  async update(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto, @Meta() meta: CommandMeta): Promise<ProfileView> {
    await this.profiles.update(user.id, body, meta);
    return this.read(user.id);
  }

  /**
   * The member changes their password, typing the current one (issue 22): WRONG_PASSWORD (400) changes
   * nothing, and wrong tries count toward the sign-in backoff (429 with Retry-After). Every session of
   * the member ends; the answer is a new token for this device.
   */
  @Post('password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: SessionUser, @Body() body: ChangePasswordDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<SessionToken> {
    await this.profiles.changePassword(user.id, body.currentPassword, body.password, client, meta);
    return { jwt: await this.logIn.issueFor(user.id, body.stayLoggedIn ?? false) };
  }

  /**
   * The member erases their own account (issue 12): the same erasure as staff's, after the password
   * is typed again; WRONG_PASSWORD (400) changes nothing, and wrong tries count toward the sign-in
   * backoff (429 with Retry-After). The session ends with the account.
   */
  @Post('delete')
  @HttpCode(200)
  async erase(@CurrentUser() user: SessionUser, @Body() body: DeleteAccountDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<Done> {
    await this.profiles.eraseSelf(user.id, body.password, client, meta);
    return {};
  }

  /**
   * "Sign out everywhere" (issue 14): every session token of the member issued so far, this one
   * included, stops working at once; the app then signs out here too.
   */
  @Post('sign-out-everywhere')
  @HttpCode(200)
  async signOutEverywhere(@CurrentUser() user: SessionUser, @Meta() meta: CommandMeta): Promise<Done> {
    await this.profiles.endSessions(user.id, meta);
    return {};
  }

  private async read(userId: string): Promise<ProfileView> {
    const doc = await this.readStore.collection(USERS).get(userId);
    if (!doc) throw unauthenticated();
    return toProfile(doc);
  }
}
