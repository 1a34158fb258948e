import { Injectable } from '@nestjs/common';
import { tooManyRequests } from '../../shared/platform-errors';
import { GuessPolicy } from './guess-policy';
import { GuessStore } from './guess-store.port';

/** What every check under a limit answers while its key must wait: 429 with Retry-After. */
export const tooManyGuesses = (waitMs: number) => tooManyRequests(Math.ceil(waitMs / 1000));

/**
 * A slow or secret check (a password's scrypt, a link's code) under a guess limit (issue 38 §1): the
 * attempt is counted before the check runs, so a burst of any size gets at most the free number of
 * checks, and a success forgets the key's count. A check that answers false or throws is a wrong guess.
 */
@Injectable()
export class GuessLimiter {
  constructor(private readonly store: GuessStore) {}

  async attempt<T>(key: string, policy: GuessPolicy, check: () => Promise<T>): Promise<T> {
    const wait = await this.store.take(key, policy, Date.now());
    if (wait > 0) throw tooManyGuesses(wait);
    const result = await check();
    if (result !== false) await this.store.forget(key);
    return result;
  }

  /** Forgets a key's wrong guesses (the owner proved themselves another way). */
  forget(key: string): Promise<void> {
    return this.store.forget(key);
  }
}
