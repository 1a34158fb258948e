import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BotCheckChallenge } from '../../contract/platform';
import { BotCheck } from './bot-check.port';
import { Access } from '../auth/access';

@ApiTags('bot-check')
@Access('public')
@Controller('bot-check')
export class BotCheckController {
  constructor(private readonly botCheck: BotCheck) {}

  /** The ALTCHA widget's challengeurl: a fresh challenge per call, so nothing may cache it. */
  @Get('challenge')
  @Header('cache-control', 'no-store')
  challenge(): Promise<BotCheckChallenge> {
    return this.botCheck.challenge();
  }
}
