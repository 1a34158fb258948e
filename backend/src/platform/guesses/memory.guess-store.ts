import { GuessPolicy, waitBefore } from './guess-policy';
import { GuessStore } from './guess-store.port';

interface Attempts {
  count: number;
  lastAt: number;
}

/** Keys remembered at most, per map; the oldest go first. */
const MAX_KEYS = 100_000;

/** Map order is the order of last use: a key is deleted and set again whenever it changes. */
function touch<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
}

/** One process's counts. Every method runs to its end without awaiting, so each step is atomic. */
export class MemoryGuessStore extends GuessStore {
  private readonly attempts = new Map<string, Attempts>();
  private readonly facts = new Map<string, number>();

  async take(key: string, policy: GuessPolicy, now: number): Promise<number> {
    let attempts = this.attempts.get(key);
    if (attempts && now - attempts.lastAt > policy.forgetAfterMs) attempts = undefined;
    const count = attempts?.count ?? 0;
    const wait = waitBefore(count, attempts?.lastAt ?? 0, now, policy);
    if (wait > 0) return wait;
    touch(this.attempts, key, { count: count + 1, lastAt: now });
    return 0;
  }

  async forget(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  async remember(key: string, ttlMs: number, now: number): Promise<void> {
    touch(this.facts, key, now + ttlMs);
  }

  async remembers(key: string, now: number): Promise<boolean> {
    const until = this.facts.get(key);
    if (until !== undefined && until <= now) this.facts.delete(key);
    return until !== undefined && until > now;
  }

  async close(): Promise<void> {}
}
