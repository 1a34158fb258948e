/**
 * How many wrong guesses a key may make, and how long it waits after (issue 14 §7, as Keycloak's
 * brute-force detection): the first few cost nothing, then each further attempt waits twice as long
 * as the one before, up to a ceiling short enough that nobody is kept out for long; a success or a
 * quiet day forgets it all.
 */
export interface GuessPolicy {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
}

/** A password: sign-in, a password change, erasing one's own account (issue 22 §8). */
export const PASSWORD_GUESSES: GuessPolicy = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 24 * 3600_000,
};

/**
 * A single-use link's code, per client address (the code names no account). A code is 32 random
 * bytes, so this only stops a scan early; twice the free tries, for a member who opens an old link
 * again and again before finding the new one.
 */
export const CODE_GUESSES: GuessPolicy = { ...PASSWORD_GUESSES, freeFailures: 10 };

/**
 * How long (ms) a key that has made `count` attempts since its last success, the last at `lastAt`,
 * must still wait at `now`; 0: it may try. The Redis store's script computes the same.
 */
export function waitBefore(count: number, lastAt: number, now: number, policy: GuessPolicy): number {
  if (count < policy.freeFailures) return 0;
  const wait = Math.min(policy.firstWaitMs * 2 ** (count - policy.freeFailures), policy.maxWaitMs);
  return Math.max(0, lastAt + wait - now);
}
