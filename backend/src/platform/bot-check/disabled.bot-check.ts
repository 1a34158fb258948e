import { BotCheck } from './bot-check.port';

/** BOT_CHECK=off, for local development and tests only: the config refuses it in production. */
export class DisabledBotCheck extends BotCheck {
  async challenge(): Promise<{ provider: 'off' }> {
    return { provider: 'off' };
  }

  async verify(): Promise<void> {}
}
