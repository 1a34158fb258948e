import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { EmailTaken } from '../../../contract/account';
import { CreatedId, Done } from '../../../contract/common';
import { BotCheck } from '../../../platform/bot-check/bot-check.port';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { MembershipCommands } from '../commands/membership-commands';
import { EmailDto, TeacherApplicationDto } from './membership.dto';
import { Access } from '../../../platform/auth/access';

/** Applying and asking for a new password: public, rate-limited, bot-checked where SPEC §9 says. */
@ApiTags('user')
@Access('public')
@Controller('user')
export class MembershipController {
  constructor(
    private readonly membership: MembershipCommands,
    private readonly botCheck: BotCheck,
  ) {}

  /** Limited per address (issue 14 §7): without it anyone could list the members' e-mail addresses. */
  @Post('checkemailtaken')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async checkEmailTaken(@Body() body: EmailDto): Promise<EmailTaken> {
    return { taken: await this.membership.isEmailTaken(body.email) };
  }

  @Post('create')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  async apply(@Body() body: TeacherApplicationDto, @Meta() meta: CommandMeta): Promise<CreatedId> {
    const { recaptcha, ...application } = body;
    await this.botCheck.verify(recaptcha);
    return { id: await this.membership.applyAsTeacher(application, meta) };
  }

  /** Errors in `message` (SPEC §8): WRONG_EMAIL, NOT_ACTIVATED, ACCOUNT_DISABLED. */
  @Post('password-reset-request')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  async requestReset(@Body() body: EmailDto, @Meta() meta: CommandMeta): Promise<Done> {
    await this.membership.requestPasswordReset(body.email, meta);
    return {};
  }
}
