import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { SessionToken } from '../../../contract/account';
import { LogInService } from '../sign-in/log-in.service';
import { LogInDto } from './log-in.dto';
import { Access } from '../../../platform/auth/access';
import { Client } from '../../../platform/http/client.decorator';
import type { Client as RequestClient } from '../../../platform/guesses/known-clients';

@ApiTags('user')
@Access('public')
@Controller('user')
export class LogInController {
  constructor(private readonly logIn: LogInService) {}

  /** Errors (SPEC §8) in `message`: WRONG_EMAIL, NOT_ACTIVATED, ACCOUNT_DISABLED, WRONG_PASSWORD. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async logInWithPassword(@Body() body: LogInDto, @Client() client: RequestClient, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionToken> {
    const { jwt, knownClient } = await this.logIn.logIn(body.email.trim().toLowerCase(), body.password, body.stayLoggedIn ?? false, client);
    reply.header('set-cookie', knownClient);
    return { jwt };
  }
}
