import { IdGenerator } from '../platform/clock/clock';
import { Prng } from './prng';

const hex = (prng: Prng, digits: number) =>
  Array.from({ length: digits }, () => Math.floor(prng.next() * 16).toString(16)).join('');

/** Ids shaped like the product's (UUID v4) but drawn from the seed: the same seed gives the same ids. */
export class SeededIds extends IdGenerator {
  constructor(private readonly prng: Prng) {
    super();
  }

  newId(): string {
    const p = this.prng;
    return `${hex(p, 8)}-${hex(p, 4)}-4${hex(p, 3)}-${'89ab'[Math.floor(p.next() * 4)]}${hex(p, 3)}-${hex(p, 12)}`;
  }
}
