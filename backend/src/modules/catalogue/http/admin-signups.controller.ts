import { SignupFlags } from '../../../contract/admin-services';
import { Done } from '../../../contract/common';
import { Body, Controller, Delete, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { SignupCommands } from '../commands/signup-commands';
import { UserServiceDto } from './catalogue.dto';

/** Decisions on sign-ups (SPEC §7 /admin/userservice…); the acting admin is recorded on each event. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/userservice')
@UseGuards(AdminGuard)
export class AdminSignupsController {
  constructor(
    private readonly signups: SignupCommands,
    private readonly clock: Clock,
  ) {}

  @Post('approve')
  @HttpCode(200)
  approve(@Body() body: UserServiceDto, @Req() request: FastifyRequest): Promise<SignupFlags> {
    return this.signups.decide('ApproveSignup', body.userId, body.serviceId, commandMeta(request, this.clock));
  }

  @Post('reject')
  @HttpCode(200)
  reject(@Body() body: UserServiceDto, @Req() request: FastifyRequest): Promise<SignupFlags> {
    return this.signups.decide('RejectSignup', body.userId, body.serviceId, commandMeta(request, this.clock));
  }

  @Post('unapprove')
  @HttpCode(200)
  unapprove(@Body() body: UserServiceDto, @Req() request: FastifyRequest): Promise<SignupFlags> {
    return this.signups.decide('UnapproveSignup', body.userId, body.serviceId, commandMeta(request, this.clock));
  }

  /** The body names the sign-up (SPEC §7 DELETE /admin/userservice). */
  @Delete()
  @HttpCode(200)
  async remove(@Body() body: UserServiceDto, @Req() request: FastifyRequest): Promise<Done> {
    await this.signups.delete(body.userId, body.serviceId, commandMeta(request, this.clock));
    return {};
  }
}
