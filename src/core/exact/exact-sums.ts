/**
 * Exact sums of products of two integers below 2^54, kept in float64 limbs so that the solvers' inner
 * loops make no bigint: each factor is split into three 18-bit limbs, every limb product (< 2^36) goes to
 * one of five accumulators by its weight, and the accumulators are moved into bigints before any of them
 * could pass 2^53. Use it for a solver's hot sums of weights (no bigint per add); Rational for a
 * figure, SmoothTotal to reduce many fractions over one total, ExactIntegers to write one solver for
 * doubles and bigints alike.
 */

const LIMB = 2 ** 18;
/** Limb products added before the accumulators are moved into bigints: 2^15 adds of three products below 2^36 each stay below 2^53. */
const FLUSH_EVERY = 2 ** 15;

/**
 * `size` exact sums Σ a · b of non-negative integers below 2^54. Cost: 9 float multiplications an add,
 * and 5 bigint additions per sum every 32,768 adds.
 * @example (() => { const sums = new ExactSums(1); sums.add(0, 2 ** 52, 2 ** 52); sums.add(0, 3, 4); return sums.values()[0]; })() // 20282409603651670423947251286028n
 */
export class ExactSums {
  private readonly limbs: Float64Array;
  private readonly totals: bigint[];
  private adds = 0;

  constructor(readonly size: number) {
    this.limbs = new Float64Array(size * 5);
    this.totals = Array.from({ length: size }, () => 0n);
  }

  /**
   * Adds a · b to sum `index`. Both must be integers in 0..2^54 − 1 (not checked: the callers' counts are).
   * @throws {RangeError} when `index` is outside 0..size − 1
   */
  add(index: number, a: number, b: number): void {
    if (a === 0 || b === 0) return;
    const a0 = a % LIMB;
    const a1 = Math.floor(a / LIMB) % LIMB;
    const a2 = Math.floor(a / (LIMB * LIMB));
    const b0 = b % LIMB;
    const b1 = Math.floor(b / LIMB) % LIMB;
    const b2 = Math.floor(b / (LIMB * LIMB));
    const at = index * 5;
    const limbs = this.limbs;
    const l0 = limbs[at];
    const l1 = limbs[at + 1];
    const l2 = limbs[at + 2];
    const l3 = limbs[at + 3];
    const l4 = limbs[at + 4];
    if (l0 === undefined || l1 === undefined || l2 === undefined || l3 === undefined || l4 === undefined) throw new RangeError(`ExactSums: sum ${index} is outside 0..${this.size - 1}`);
    limbs[at] = l0 + a0 * b0;
    limbs[at + 1] = l1 + (a0 * b1 + a1 * b0);
    limbs[at + 2] = l2 + (a0 * b2 + a1 * b1 + a2 * b0);
    limbs[at + 3] = l3 + (a1 * b2 + a2 * b1);
    limbs[at + 4] = l4 + a2 * b2;
    if (++this.adds === FLUSH_EVERY) this.flush();
  }

  /** The sums so far. */
  values(): bigint[] {
    this.flush();
    return [...this.totals];
  }

  private flush(): void {
    const limbs = this.limbs;
    for (let i = 0; i < this.size; i++) {
      const at = i * 5;
      if (limbs[at] === 0 && limbs[at + 1] === 0 && limbs[at + 2] === 0 && limbs[at + 3] === 0 && limbs[at + 4] === 0) continue;
      let sum = 0n;
      for (let k = 4; k >= 0; k--) sum = (sum << 18n) + BigInt(limbs[at + k] ?? 0);
      this.totals[i] = (this.totals[i] ?? 0n) + sum;
      limbs.fill(0, at, at + 5);
    }
    this.adds = 0;
  }
}
