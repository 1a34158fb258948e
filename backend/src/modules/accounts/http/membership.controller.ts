import { EmailTaken } from '../../../contract/account';
import { CreatedId, Done } from '../../../contract/common';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { BotCheck } from '../../../platform/bot-check/bot-check.port';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { MembershipCommands } from '../commands/membership-commands';
import { EmailDto, TeacherApplicationDto } from './membership.dto';

/** Applying and asking for a new password: public, rate-limited, bot-checked where SPEC §9 says. */
@ApiTags('user')
@Controller('user')
export class MembershipController {
  constructor(
    private readonly membership: MembershipCommands,
    private readonly botCheck: BotCheck,
    private readonly clock: Clock,
  ) {}

  @Post('checkemailtaken')
  @HttpCode(200)
  async checkEmailTaken(@Body() body: EmailDto): Promise<EmailTaken> {
    return { taken: await this.membership.isEmailTaken(body.email) };
  }

  @Post('create')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  async apply(@Body() body: TeacherApplicationDto, @Req() request: FastifyRequest): Promise<CreatedId> {
    const { recaptcha, ...application } = body;
    await this.botCheck.verify(recaptcha);
    return { id: await this.membership.applyAsTeacher(application, commandMeta(request, this.clock)) };
  }

  /** Errors in `message` (SPEC §8): WRONG_EMAIL, NOT_ACTIVATED, ACCOUNT_DISABLED. */
  @Post('password-reset-request')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  async requestReset(@Body() body: EmailDto, @Req() request: FastifyRequest): Promise<Done> {
    await this.membership.requestPasswordReset(body.email, commandMeta(request, this.clock));
    return {};
  }
}
