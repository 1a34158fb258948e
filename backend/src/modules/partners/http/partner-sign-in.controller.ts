import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Done } from '../../../contract/common';
import { AuthRequestAnswer, PartnerGrantView, PartnerLookupView } from '../../../contract/partners';
import { CurrentUser } from '../../../platform/auth/auth.guards';
import { SessionUser } from '../../../platform/auth/session';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { PartnerGrants } from '../../accounts/public/partner-grants';
import { PartnerSignInCommands } from '../commands/partner-sign-in-commands';
import { PartnerDirectory } from '../queries/partner-directory';
import { AuthRequestDto } from './partners.dto';
import { Access } from '../../../platform/auth/access';

/** Sign-in for partner sites (SPEC §1, §2 /auth, §7 POST /user/auth-request). */
@ApiTags('partners')
@Access('member')
@Controller()
export class PartnerSignInController {
  constructor(
    private readonly directory: PartnerDirectory,
    private readonly grants: PartnerGrants,
    private readonly signIn: PartnerSignInCommands,
  ) {}

  /** Anonymous: who is asking (exact origin of an active partner), or 404 UNKNOWN_PARTNER. */
  @Access('public')
  @Get('partners/lookup')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  @ApiQuery({ name: 'url', description: "The partner page's URL (the `post` of /auth)" })
  lookup(@Query('url') url: string | undefined): Promise<PartnerLookupView> {
    return this.directory.lookup(typeof url === 'string' ? url : '');
  }

  /** The member accepts the partner's request: answered with the signed assertion. */
  @Post('user/auth-request')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  authRequest(@CurrentUser() user: SessionUser, @Body() body: AuthRequestDto, @Meta() meta: CommandMeta): Promise<AuthRequestAnswer> {
    return this.signIn.accept(user.id, body, meta);
  }

  /** The profile's "Kapcsolt oldalak". */
  @Get('profile/partners')
  grantsOf(@CurrentUser() user: SessionUser): Promise<PartnerGrantView[]> {
    return this.directory.grantsOf(user.id);
  }

  @Delete('profile/partners/:partnerId')
  @HttpCode(200)
  async revoke(@CurrentUser() user: SessionUser, @Param('partnerId') partnerId: string, @Meta() meta: CommandMeta): Promise<Done> {
    await this.grants.revoke(user.id, partnerId, meta);
    return {};
  }
}
