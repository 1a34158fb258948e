import { CodeOwnerEmail, CompletionCodeOwner, SessionToken } from '../../../contract/account';
import { Done } from '../../../contract/common';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { CodeCommands } from '../commands/code-commands';
import { LogInService } from '../commands/log-in.service';
import { CodeAndPasswordDto, CodeDto, CompleteSignupDto } from './membership.dto';

/**
 * The single-use links of activation, completion and reset. Every failure is INVALID_CODE, so a
 * guessed code learns nothing; the limit keeps guessing slow anyway.
 */
@ApiTags('user')
@Controller('user')
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: 30, ttl: 60_000 } })
export class CodesController {
  constructor(
    private readonly codes: CodeCommands,
    private readonly logIn: LogInService,
    private readonly clock: Clock,
  ) {}

  @Post('verifyactivationcode')
  @HttpCode(200)
  async verifyActivation(@Body() body: CodeDto, @Req() request: FastifyRequest): Promise<CodeOwnerEmail> {
    const { email } = await this.codes.verify('activation', body.q, commandMeta(request, this.clock));
    return { email };
  }

  /** Sets the password and signs the member in. */
  @Post('setpassword')
  @HttpCode(200)
  async setPassword(@Body() body: CodeAndPasswordDto, @Req() request: FastifyRequest): Promise<SessionToken> {
    const owner = await this.codes.setPassword(body.q, body.password, commandMeta(request, this.clock));
    return { jwt: await this.logIn.issueFor(owner.userId, false) };
  }

  @Post('verifyresetcode')
  @HttpCode(200)
  async verifyReset(@Body() body: CodeDto, @Req() request: FastifyRequest): Promise<CodeOwnerEmail> {
    const { email } = await this.codes.verify('reset', body.q, commandMeta(request, this.clock));
    return { email };
  }

  @Post('password-reset')
  @HttpCode(200)
  async reset(@Body() body: CodeAndPasswordDto, @Req() request: FastifyRequest): Promise<Done> {
    await this.codes.resetPassword(body.q, body.password, commandMeta(request, this.clock));
    return {};
  }

  @Post('verifycompletioncode')
  @HttpCode(200)
  async verifyCompletion(@Body() body: CodeDto, @Req() request: FastifyRequest): Promise<CompletionCodeOwner> {
    const { email, firstName } = await this.codes.verify('completion', body.q, commandMeta(request, this.clock));
    return { email, firstName };
  }

  @Post('complete-signup')
  @HttpCode(200)
  async complete(@Body() body: CompleteSignupDto, @Req() request: FastifyRequest): Promise<Done> {
    const { q, ...fields } = body;
    await this.codes.completeSignup(q, fields, commandMeta(request, this.clock));
    return {};
  }
}
