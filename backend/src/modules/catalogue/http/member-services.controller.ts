import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MemberServicesAnswer, MemberServiceView, MySignupView } from '../../../contract/member-services';
import { CurrentUser } from '../../../platform/auth/auth.guards';
import { SessionUser } from '../../../platform/auth/session';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { SignupCommands } from '../commands/signup-commands';
import { MemberServices } from '../queries/member-services';
import { MySignups } from '../queries/my-signups';
import { MemberServicesQueryDto, ServiceIdDto, SignupDto } from './catalogue.dto';
import { Access } from '../../../platform/auth/access';

/** The member's services list and sign-ups (SPEC §7 "Club"). Sign-up and cancel answer the service as it now stands. */
@ApiTags('services')
@Access('member')
@Controller('services')
export class MemberServicesController {
  constructor(
    private readonly services: MemberServices,
    private readonly signups: SignupCommands,
    private readonly mine: MySignups,
  ) {}

  /**
   * SPEC §7 "groups with services": each category with its first services and `serviceCount`; with
   * `group` (and `page`, `pageSize`), one page of that category (docs/decisions/0098).
   */
  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: MemberServicesQueryDto): Promise<MemberServicesAnswer> {
    const { group, ...page } = query;
    return group === undefined ? this.services.list(user.id) : this.services.page(user.id, group, page);
  }

  /** The member's own sign-ups, for the club home's "Jelentkezéseim" (issue 41 §9); no parameters, the session's own. */
  @Get('mine')
  listMine(@CurrentUser() user: SessionUser): Promise<MySignupView[]> {
    return this.mine.of(user.id);
  }

  /** Card links (/klub/kartya/{id}) reach hidden services too. */
  @Get(':id')
  get(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<MemberServiceView> {
    return this.services.get(user.id, id);
  }

  @Post('signup')
  @HttpCode(200)
  async signUp(@CurrentUser() user: SessionUser, @Body() body: SignupDto, @Meta() meta: CommandMeta): Promise<MemberServiceView> {
    await this.signups.signUp(user.id, body, meta);
    return this.services.get(user.id, body.serviceId);
  }

  @Post('cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Body() body: ServiceIdDto, @Meta() meta: CommandMeta): Promise<MemberServiceView> {
    await this.signups.cancel(user.id, body.serviceId, meta);
    return this.services.get(user.id, body.serviceId);
  }
}
