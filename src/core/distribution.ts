import { Rational, gcd, lcm, ratioToNumber } from "./exact/rational.js";

/** What a distribution ranges over: integers (totals, margins) or names (outcomes). */
export type Outcome = number | string;

/** One outcome with its exact integer weight. */
export interface WeightedOutcome<O extends Outcome> {
  readonly outcome: O;
  readonly weight: bigint;
}

/**
 * An immutable exact probability distribution: bigint weights over a common total, so
 * P(outcome) = weight / total exactly. Numeric outcomes are kept ascending; named outcomes in the
 * order they were first given. Zero-weight outcomes are dropped.
 *
 * @example Distribution.uniform([1, 2, 3, 4, 5, 6]).add(Distribution.uniform([1, 2, 3, 4, 5, 6])).probability(7).toString() // "1/6"
 */
export class Distribution<O extends Outcome> {
  readonly outcomes: readonly O[];
  readonly weights: readonly bigint[];
  readonly total: bigint;
  /** Each outcome's position, made on the first weightOf (many distributions are only read in order); a #field, so equal distributions stay equal whichever was looked up. */
  #index: ReadonlyMap<O, number> | undefined;

  private constructor(outcomes: O[], weights: bigint[], total: bigint) {
    this.outcomes = Object.freeze(outcomes);
    this.weights = Object.freeze(weights);
    this.total = total;
  }

  /**
   * A distribution from (outcome, weight) pairs; repeated outcomes are merged, zero weights dropped.
   * Throws RangeError on a negative weight or when every weight is zero. O(k log k) for k pairs.
   * @throws {RangeError} on a negative weight, or when every weight is zero
   * @example Distribution.fromWeights([["hit", 1n], ["miss", 3n]]).probability("hit").toString() // "1/4"
   */
  static fromWeights<O extends Outcome>(pairs: Iterable<readonly [O, bigint]>): Distribution<O> {
    const merged = new Map<O, bigint>();
    for (const [outcome, weight] of pairs) {
      if (weight < 0n) throw new RangeError(`Distribution: negative weight ${weight} for ${String(outcome)}`);
      if (weight === 0n) continue;
      merged.set(outcome, (merged.get(outcome) ?? 0n) + weight);
    }
    if (merged.size === 0) throw new RangeError("Distribution: every weight is zero");
    let entries = [...merged];
    if (entries.every(([outcome]) => typeof outcome === "number")) {
      entries = entries.sort(([a], [b]) => (typeof a === "number" && typeof b === "number" ? a - b : 0));
    }
    let total = 0n;
    for (const [, weight] of entries) total += weight;
    return new Distribution(
      entries.map(([outcome]) => outcome),
      entries.map(([, weight]) => weight),
      total,
    );
  }

  /**
   * A distribution over numeric outcomes already distinct and ascending, with positive weights (as a
   * dense DP's rows give them): fromWeights without its merge and sort. O(k).
   * @throws {RangeError} when the outcomes are not strictly ascending, a weight is not positive, or the lengths differ
   * @example Distribution.fromAscending([2, 3], [1n, 3n]).probability(3).toString() // "3/4"
   */
  static fromAscending(outcomes: number[], weights: bigint[]): Distribution<number> {
    if (outcomes.length !== weights.length || outcomes.length === 0) throw new RangeError(`Distribution.fromAscending: ${outcomes.length} outcomes and ${weights.length} weights`);
    let total = 0n;
    let previous = -Infinity;
    for (const [i, outcome] of outcomes.entries()) {
      const weight = weights[i] ?? 0n;
      if (!(outcome > previous) || weight <= 0n) throw new RangeError(`Distribution.fromAscending: outcome ${outcome} (weight ${weight}) is not above ${previous} with a positive weight`);
      previous = outcome;
      total += weight;
    }
    return new Distribution(outcomes, weights, total);
  }

  /**
   * Each outcome equally likely (repeats count twice).
   * @example Distribution.uniform([1, 2, 3]).probability(2).toString() // "1/3"
   */
  static uniform<O extends Outcome>(outcomes: readonly O[]): Distribution<O> {
    return Distribution.fromWeights(outcomes.map((outcome) => [outcome, 1n] as const));
  }

  /** The distribution that is always `outcome`. */
  static certain<O extends Outcome>(outcome: O): Distribution<O> {
    return Distribution.fromWeights([[outcome, 1n]]);
  }

  /**
   * The mixture Σ wᵢ·Dᵢ / Σ wᵢ of distributions with exact rational or integer weights; the parts are
   * brought to a common total first. O(Σ size) plus the lcm of the totals.
   * @throws {RangeError} when every part has zero weight
   * @example Distribution.mixture([[Distribution.certain(1), 1n], [Distribution.certain(2), 3n]]).probability(2).toString() // "3/4"
   */
  static mixture<O extends Outcome>(parts: ReadonlyArray<readonly [Distribution<O>, bigint | Rational]>): Distribution<O> {
    const live = parts
      .map(([part, weight]) => [part, typeof weight === "bigint" ? Rational.of(weight) : weight] as const)
      .filter(([, weight]) => weight.numerator !== 0n);
    if (live.length === 0) throw new RangeError("Distribution.mixture: every part has zero weight");
    let common = 1n;
    for (const [part, weight] of live) common = lcm(common, part.total * weight.denominator);
    const pairs: Array<readonly [O, bigint]> = [];
    for (const [part, weight] of live) {
      const scale = (common / (part.total * weight.denominator)) * weight.numerator;
      part.outcomes.forEach((outcome, i) => pairs.push([outcome, part.weightAt(i) * scale]));
    }
    return Distribution.fromWeights(pairs).reduced();
  }

  /**
   * The weight of the outcome at `index` in display order (an index into this.outcomes). O(1).
   * @throws {RangeError} when the index is outside 0..size − 1
   * @example Distribution.fromWeights([["hit", 1n], ["miss", 3n]]).weightAt(1) // 3n
   */
  weightAt(index: number): bigint {
    const weight = this.weights[index];
    if (weight === undefined) throw new RangeError(`Distribution: no outcome at index ${index} of ${this.weights.length}`);
    return weight;
  }

  /**
   * The outcome at `index` in display order (numeric outcomes ascend: 0 is the lowest). O(1).
   * @throws {RangeError} when the index is outside 0..size − 1
   * @example Distribution.uniform([3, 1, 2]).outcomeAt(2) // 3
   */
  outcomeAt(index: number): O {
    const outcome = this.outcomes[index];
    if (outcome === undefined) throw new RangeError(`Distribution: no outcome at index ${index} of ${this.outcomes.length}`);
    return outcome;
  }

  /** Number of outcomes with non-zero weight. */
  get size(): number {
    return this.outcomes.length;
  }

  /** The exact weight of `outcome` (0n when impossible). */
  weightOf(outcome: O): bigint {
    this.#index ??= new Map(this.outcomes.map((outcome, i) => [outcome, i]));
    const i = this.#index.get(outcome);
    return i === undefined ? 0n : this.weightAt(i);
  }

  /** P(outcome) as a reduced fraction. */
  probability(outcome: O): Rational {
    return Rational.of(this.weightOf(outcome), this.total);
  }

  /** P(predicate holds) as a reduced fraction. O(size). */
  probabilityWhere(predicate: (outcome: O) => boolean): Rational {
    let weight = 0n;
    this.outcomes.forEach((outcome, i) => {
      if (predicate(outcome)) weight += this.weightAt(i);
    });
    return Rational.of(weight, this.total);
  }

  /**
   * P(outcome ≥ threshold) for numeric outcomes: comparison against a threshold.
   * @example Distribution.uniform([1, 2, 3, 4]).probabilityAtLeast(3).toString() // "1/2"
   */
  probabilityAtLeast(this: Distribution<number>, threshold: number): Rational {
    return this.probabilityWhere((outcome) => outcome >= threshold);
  }

  /**
   * The distribution of f(outcome); outcomes mapped together have their weights added. O(size).
   * @example Distribution.uniform([1, 2, 3]).map((x) => x % 2).probability(1).toString() // "2/3"
   */
  map<P extends Outcome>(f: (outcome: O) => P): Distribution<P> {
    return Distribution.fromWeights(this.outcomes.map((outcome, i) => [f(outcome), this.weightAt(i)] as const));
  }

  /**
   * The distribution of combine(x, y) for independent x ~ this and y ~ other: the general convolution.
   * O(size × other.size).
   */
  combine<Q extends Outcome, P extends Outcome>(other: Distribution<Q>, combine: (x: O, y: Q) => P): Distribution<P> {
    const pairs: Array<readonly [P, bigint]> = [];
    this.outcomes.forEach((x, i) => {
      const weight = this.weightAt(i);
      other.outcomes.forEach((y, j) => pairs.push([combine(x, y), weight * other.weightAt(j)]));
    });
    return Distribution.fromWeights(pairs);
  }

  /**
   * The sum of two independent numeric distributions (convolution). Integer outcomes spanning a dense
   * range are convolved in arrays: O(size) bigint additions when one side is a fair die (equal weights on
   * consecutive integers: a sliding window), else O(size × other.size) multiplications; any other pair goes
   * through {@link combine}.
   * @example Distribution.uniform([0, 1]).add(Distribution.uniform([0, 1])).probability(1).toString() // "1/2"
   */
  add(this: Distribution<number>, other: Distribution<number>): Distribution<number> {
    const [wide, narrow] = this.size >= other.size ? [this, other] : [other, this];
    // Outcomes are sorted, so a distribution's lowest is its first and its highest its last.
    const lowest = (d: Distribution<number>) => d.outcomeAt(0);
    const span = (d: Distribution<number>) => d.outcomeAt(d.size - 1) - lowest(d) + 1;
    const isDense = (d: Distribution<number>) => d.outcomes.every(Number.isInteger) && span(d) <= 2 * d.size + 16;
    if (!isDense(wide) || !isDense(narrow)) return this.combine(other, (x, y) => x + y);
    const low = lowest(wide) + lowest(narrow);
    const dense = (d: Distribution<number>) => {
      const weights = new Array<bigint>(span(d)).fill(0n);
      d.outcomes.forEach((x, i) => (weights[x - lowest(d)] = d.weightAt(i)));
      return weights;
    };
    const a = dense(wide);
    const b = dense(narrow);
    const sums = new Array<bigint>(a.length + b.length - 1).fill(0n);
    const dieWeight = narrow.weightAt(0);
    if (narrow.size === b.length && narrow.weights.every((weight) => weight === dieWeight)) {
      // A fair die: each sum is the window of b.length weights of `wide` below it, times the die's one weight.
      let window = 0n;
      for (let k = 0; k < sums.length; k++) {
        if (k < a.length) window += a[k] ?? 0n;
        if (k >= b.length) window -= a[k - b.length] ?? 0n;
        sums[k] = window * dieWeight;
      }
    } else {
      a.forEach((x, i) => {
        if (x !== 0n) b.forEach((y, j) => (sums[i + j] = (sums[i + j] ?? 0n) + x * y));
      });
    }
    const outcomes: number[] = [];
    const weights: bigint[] = [];
    sums.forEach((weight, k) => {
      if (weight === 0n) return;
      outcomes.push(low + k);
      weights.push(weight);
    });
    return new Distribution(outcomes, weights, wide.total * narrow.total);
  }

  /** This shifted by a constant: the distribution of outcome + offset. */
  shift(this: Distribution<number>, offset: number): Distribution<number> {
    return new Distribution(this.outcomes.map((x) => x + offset), [...this.weights], this.total);
  }

  /**
   * The distribution conditioned on `predicate`: the outcomes where it holds, renormalised.
   * Throws RangeError when the condition has probability 0. O(size).
   * @throws {RangeError} when the condition has probability 0
   * @example Distribution.uniform([1, 2, 3, 4]).where((x) => x > 2).probability(3).toString() // "1/2"
   */
  where(predicate: (outcome: O) => boolean): Distribution<O> {
    const kept = this.outcomes.flatMap((outcome, i) => (predicate(outcome) ? [[outcome, this.weightAt(i)] as const] : []));
    if (kept.length === 0) throw new RangeError("Distribution.where: the condition has probability 0");
    return Distribution.fromWeights(kept);
  }

  /** The same distribution with weights divided by their gcd (the smallest common total). O(size). */
  reduced(): Distribution<O> {
    let g = 0n;
    for (const weight of this.weights) g = gcd(weight, g);
    if (g <= 1n) return this;
    return new Distribution([...this.outcomes], this.weights.map((weight) => weight / g), this.total / g);
  }

  /** The exact mean of a numeric distribution. */
  mean(this: Distribution<number>): Rational {
    return this.expectation((outcome) => Rational.of(BigInt(outcome)));
  }

  /** The exact expectation of value(outcome). O(size). */
  expectation(value: (outcome: O) => Rational): Rational {
    let sum = Rational.ZERO;
    this.outcomes.forEach((outcome, i) => {
      sum = sum.add(value(outcome).multiply(Rational.of(this.weightAt(i))));
    });
    return sum.divide(Rational.of(this.total));
  }

  /** Each outcome with its exact weight, in display order. */
  entries(): WeightedOutcome<O>[] {
    return this.outcomes.map((outcome, i) => ({ outcome, weight: this.weightAt(i) }));
  }

  /** The float view: each outcome with its probability as a float (edges only). */
  toFloats(): Array<{ outcome: O; probability: number }> {
    return this.outcomes.map((outcome, i) => ({ outcome, probability: ratioToNumber(this.weightAt(i), this.total) }));
  }
}
