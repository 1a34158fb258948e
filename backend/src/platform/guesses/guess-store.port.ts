import { GuessPolicy } from './guess-policy';

/**
 * Where guesses are counted (issue 38 §1): in this process, or in Redis when it is configured, so N
 * api replicas share one count per key. Each call is one atomic step, so however many requests arrive
 * at once, only the free number of them is ever let through to the slow check.
 */
export abstract class GuessStore {
  /**
   * Counts one attempt for `key` unless it must wait: 0 when the attempt was counted (it may be checked
   * now), else how many ms it must still wait (nothing counted).
   */
  abstract take(key: string, policy: GuessPolicy, now: number): Promise<number>;

  /** A success: the key's attempts are forgotten. */
  abstract forget(key: string): Promise<void>;

  /** Remembers a fact (a client that signed in to an account) for `ttlMs`. */
  abstract remember(key: string, ttlMs: number, now: number): Promise<void>;

  abstract remembers(key: string, now: number): Promise<boolean>;

  abstract close(): Promise<void>;
}
