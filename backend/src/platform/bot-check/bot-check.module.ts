import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock, IdGenerator } from '../clock/clock';
import { ReadStore } from '../read-store/read-store.port';
import { APP_CONFIG } from '../tokens';
import { altchaHmacKey, AltchaBotCheck } from './altcha.bot-check';
import { BotCheckController } from './bot-check.controller';
import { BotCheck } from './bot-check.port';
import { DisabledBotCheck } from './disabled.bot-check';
import { RecaptchaBotCheck } from './recaptcha.bot-check';
import { SpentSolutions } from './spent-solutions';
import { unreachable } from '../../shared/unreachable';

function createBotCheck(config: AppConfig, readStore: ReadStore, clock: Clock, ids: IdGenerator): BotCheck {
  switch (config.botCheck) {
    case 'altcha':
      return new AltchaBotCheck(altchaHmacKey(config.jwtSecret), clock, new SpentSolutions(readStore, clock, ids));
    case 'recaptcha':
      return new RecaptchaBotCheck(config.recaptchaSecret!);
    case 'off':
      return new DisabledBotCheck();
    default:
      return unreachable(config.botCheck);
  }
}

/** Global: both applications (accounts, companies) verify through the one BotCheck picked by BOT_CHECK. */
@Global()
@Module({
  controllers: [BotCheckController],
  providers: [{ provide: BotCheck, inject: [APP_CONFIG, ReadStore, Clock, IdGenerator], useFactory: createBotCheck }],
  exports: [BotCheck],
})
export class BotCheckModule {}
