/**
 * A small seeded generator (mulberry32): the size generator draws every choice from it, so the same
 * seed builds the same club. Not for secrets.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A heavy-tailed positive weight (log-normal): a few services draw most of the sign-ups. */
  weight(spread: number): number {
    const u = Math.max(this.next(), 1e-9);
    const v = this.next();
    return Math.exp(spread * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
  }

  /** A separate stream of draws, so adding draws to one part of the plan does not move the others. */
  fork(salt: number): Prng {
    return new Prng(Math.floor(this.next() * 4294967296) ^ salt);
  }
}
