import { Injectable } from '@nestjs/common';

/**
 * Per-account backoff on wrong passwords (issue 14 §7, as Keycloak's brute-force detection): the first
 * few mistakes cost nothing, then each further attempt waits twice as long as the one before, up to a
 * ceiling short enough that an attacker cannot keep a member out for long; a success or a quiet day
 * forgets it all. One count per account for every route that checks a password (sign-in, erasing the
 * account, changing the password: issue 22 §8), kept by the accounts module's PasswordCheck. Counted
 * per process; the per-address limit stays in front of sign-in.
 */
export const BACKOFF = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 24 * 3600_000,
  /** Accounts remembered at most; the oldest go first. */
  maxAccounts: 100_000,
} as const;

interface Failures {
  count: number;
  lastAt: number;
}

@Injectable()
export class SignInBackoff {
  private readonly failures = new Map<string, Failures>();

  /** How long (ms) the account must still wait before its password is checked again; 0: it may try now. */
  waitFor(account: string, now: number): number {
    const failures = this.current(account, now);
    if (!failures || failures.count < BACKOFF.freeFailures) return 0;
    const wait = Math.min(BACKOFF.firstWaitMs * 2 ** (failures.count - BACKOFF.freeFailures), BACKOFF.maxWaitMs);
    return Math.max(0, failures.lastAt + wait - now);
  }

  failed(account: string, now: number): void {
    const count = (this.current(account, now)?.count ?? 0) + 1;
    this.failures.delete(account);
    this.failures.set(account, { count, lastAt: now });
    if (this.failures.size > BACKOFF.maxAccounts) this.failures.delete(this.failures.keys().next().value!);
  }

  succeeded(account: string): void {
    this.failures.delete(account);
  }

  private current(account: string, now: number): Failures | null {
    const failures = this.failures.get(account);
    if (failures && now - failures.lastAt > BACKOFF.forgetAfterMs) {
      this.failures.delete(account);
      return null;
    }
    return failures ?? null;
  }
}
