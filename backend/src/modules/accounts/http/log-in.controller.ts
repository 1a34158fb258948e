import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { LogInService } from '../commands/log-in.service';
import { JwtResponse, LogInDto } from './log-in.dto';

@ApiTags('user')
@Controller('user')
export class LogInController {
  constructor(private readonly logIn: LogInService) {}

  /** Errors (SPEC §8) in `message`: WRONG_EMAIL, NOT_ACTIVATED, ACCOUNT_DISABLED, WRONG_PASSWORD. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOkResponse({ type: JwtResponse })
  async logInWithPassword(@Body() body: LogInDto): Promise<JwtResponse> {
    return { jwt: await this.logIn.logIn(body.email.trim().toLowerCase(), body.password, body.stayLoggedIn ?? false) };
  }
}
