import { Logger } from '@nestjs/common';
import { BotCheck, botCheckFailed, MAX_SOLUTION_LENGTH } from './bot-check.port';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5000;

/**
 * Google reCAPTCHA, for deployments that configure RECAPTCHA_SECRET. Kept thin: it cannot be tested
 * without Google. Fails closed: when Google cannot be reached, applications are refused.
 */
export class RecaptchaBotCheck extends BotCheck {
  private readonly logger = new Logger('RecaptchaBotCheck');

  constructor(private readonly secret: string) {
    super();
  }

  async challenge(): Promise<{ provider: 'recaptcha' }> {
    return { provider: 'recaptcha' };
  }

  async verify(solution: string | undefined | null): Promise<void> {
    if (typeof solution !== 'string' || solution.length === 0 || solution.length > MAX_SOLUTION_LENGTH) throw botCheckFailed();
    let success = false;
    try {
      const response = await fetch(VERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret: this.secret, response: solution }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      success = response.ok && (await response.json())?.success === true;
    } catch (error) {
      this.logger.warn(`reCAPTCHA verification unavailable: ${(error as Error).message}`);
    }
    if (!success) throw botCheckFailed();
  }
}
