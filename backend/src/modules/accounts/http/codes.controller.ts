import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CodeOwnerEmail, CompletionCodeOwner, SessionToken } from '../../../contract/account';
import { Done } from '../../../contract/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { Client } from '../../../platform/http/client.decorator';
import type { Client as RequestClient } from '../../../platform/guesses/known-clients';
import { CodeCommands } from '../commands/code-commands';
import { LogInService } from '../sign-in/log-in.service';
import { CodeAndPasswordDto, CodeDto, CompleteSignupDto } from './membership.dto';
import { Access } from '../../../platform/auth/access';

/**
 * The single-use links of activation, completion and reset. Every failure is INVALID_CODE, so a
 * guessed code learns nothing; the limit keeps guessing slow anyway.
 */
@ApiTags('user')
@Access('public')
@Controller('user')
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: 30, ttl: 60_000 } })
export class CodesController {
  constructor(
    private readonly codes: CodeCommands,
    private readonly logIn: LogInService,
  ) {}

  @Post('verifyactivationcode')
  @HttpCode(200)
  async verifyActivation(@Body() body: CodeDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<CodeOwnerEmail> {
    const { email } = await this.codes.verify('activation', body.q, client, meta);
    return { email };
  }

  /** Sets the password and signs the member in. */
  @Post('setpassword')
  @HttpCode(200)
  async setPassword(@Body() body: CodeAndPasswordDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<SessionToken> {
    const owner = await this.codes.setPassword(body.q, body.password, client, meta);
    return { jwt: await this.logIn.issueFor(owner.userId, false) };
  }

  @Post('verifyresetcode')
  @HttpCode(200)
  async verifyReset(@Body() body: CodeDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<CodeOwnerEmail> {
    const { email } = await this.codes.verify('reset', body.q, client, meta);
    return { email };
  }

  @Post('password-reset')
  @HttpCode(200)
  async reset(@Body() body: CodeAndPasswordDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<Done> {
    await this.codes.resetPassword(body.q, body.password, client, meta);
    return {};
  }

  @Post('verifycompletioncode')
  @HttpCode(200)
  async verifyCompletion(@Body() body: CodeDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<CompletionCodeOwner> {
    return this.codes.completionStart(body.q, client, meta);
  }

  @Post('complete-signup')
  @HttpCode(200)
  async complete(@Body() body: CompleteSignupDto, @Client() client: RequestClient, @Meta() meta: CommandMeta): Promise<Done> {
    const { q, ...fields } = body;
    await this.codes.completeSignup(q, fields, client, meta);
    return {};
  }
}
