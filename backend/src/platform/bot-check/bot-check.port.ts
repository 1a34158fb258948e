import { BotCheckChallenge } from '../../contract/platform';
import { ValidationFailed } from '../../shared/domain-error';

/**
 * The invisible bot check of both applications (SPEC §5). The client sends the solution in the
 * `recaptcha` field (SPEC §7 keeps that name whatever the provider is).
 */
export abstract class BotCheck {
  /** What the client needs to run the check; never cached (a challenge is single-use). */
  abstract challenge(): Promise<BotCheckChallenge>;
  /** Resolves when the solution is genuine, fresh and not used before; throws botCheckFailed() otherwise. */
  abstract verify(solution: string | undefined | null): Promise<void>;
}

/** 400 VALIDATION_FAILED naming the SPEC's field, so the form can say "try again". */
export const botCheckFailed = () => new ValidationFailed([{ field: 'recaptcha', code: 'botCheckFailed' }]);

/** Longer than any genuine solution of either provider; refuses oversized input before parsing it. */
export const MAX_SOLUTION_LENGTH = 4096;
