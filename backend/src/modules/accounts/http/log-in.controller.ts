import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { LogInCommand } from '../commands/log-in.command';
import { JwtResponse, LogInDto } from './log-in.dto';

@ApiTags('user')
@Controller('user')
export class LogInController {
  constructor(private readonly commands: CommandBus) {}

  /** Errors (SPEC §8) in `message`: WRONG_EMAIL, NOT_ACTIVATED, ACCOUNT_DISABLED, WRONG_PASSWORD. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOkResponse({ type: JwtResponse })
  logIn(@Body() body: LogInDto): Promise<JwtResponse> {
    return this.commands.execute(new LogInCommand(body.email.trim().toLowerCase(), body.password, body.stayLoggedIn ?? false));
  }
}
