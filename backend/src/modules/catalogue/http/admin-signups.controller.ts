import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BulkDecisionResult, SignupFlags } from '../../../contract/admin-services';
import { Done } from '../../../contract/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { SignupCommands } from '../commands/signup-commands';
import { BulkDecisionDto, UserServiceDto } from './catalogue.dto';
import { Access } from '../../../platform/auth/access';

/** Decisions on sign-ups (SPEC §7 /admin/userservice…); the acting admin is recorded on each event. */
@ApiTags('admin')
@Access('admin')
@Controller('admin/userservice')
export class AdminSignupsController {
  constructor(
    private readonly signups: SignupCommands,
  ) {}

  @Post('approve')
  @HttpCode(200)
  approve(@Body() body: UserServiceDto, @Meta() meta: CommandMeta): Promise<SignupFlags> {
    return this.signups.decide('ApproveSignup', body.userId, body.serviceId, meta);
  }

  @Post('reject')
  @HttpCode(200)
  reject(@Body() body: UserServiceDto, @Meta() meta: CommandMeta): Promise<SignupFlags> {
    return this.signups.decide('RejectSignup', body.userId, body.serviceId, meta);
  }

  @Post('unapprove')
  @HttpCode(200)
  unapprove(@Body() body: UserServiceDto, @Meta() meta: CommandMeta): Promise<SignupFlags> {
    return this.signups.decide('UnapproveSignup', body.userId, body.serviceId, meta);
  }

  /** Issue 41 §7: approve or reject the selected sign-ups of one service at once. */
  @Post('bulk')
  @HttpCode(200)
  async bulk(@Body() body: BulkDecisionDto, @Meta() meta: CommandMeta): Promise<BulkDecisionResult> {
    return { outcomes: await this.signups.decideMany(body.decision, body.userIds, body.serviceId, meta) };
  }

  /** The body names the sign-up (SPEC §7 DELETE /admin/userservice). */
  @Delete()
  @HttpCode(200)
  async remove(@Body() body: UserServiceDto, @Meta() meta: CommandMeta): Promise<Done> {
    await this.signups.delete(body.userId, body.serviceId, meta);
    return {};
  }
}
