import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Deterministic choices for the generated log: the same seed gives the same log, byte for byte. */
export class SeededRandom {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** A version-4-shaped UUID from this generator (event ids and aggregate ids must be UUIDs). */
  uuid(): string {
    const hex4 = () => this.int(0, 0xffff).toString(16).padStart(4, '0');
    return `${hex4()}${hex4()}-${hex4()}-4${hex4().slice(1)}-${'89ab'[this.int(0, 3)]}${hex4().slice(1)}-${hex4()}${hex4()}${hex4()}`;
  }
}
