/**
 * Integer distributions as the dice engine computes them: a bigint weight for every value from `min` up
 * (zeros allowed inside), over the weights' sum. Dense arrays keep convolution and the pool state machine
 * free of maps; a Distribution is made once, at the end (denseToDistribution).
 */
import { Distribution } from "../distribution.js";

/** Weights of the values min, min + 1, …, min + weights.length − 1; their sum is the total. */
export interface DenseWeights {
  readonly min: number;
  readonly weights: readonly bigint[];
}

/**
 * Dense weights kept as integer doubles while their total is below 2^53 (so every weight and every sum of
 * them is exact): convolutions and negations chain on the doubles, and the bigints are made once, when read.
 */
class DoubleWeights implements DenseWeights {
  private bigints: bigint[] | undefined;

  constructor(
    readonly min: number,
    readonly doubles: readonly number[],
    readonly total: number,
  ) {}

  get weights(): readonly bigint[] {
    return (this.bigints ??= asBigints(this.doubles));
  }
}

/** Integer double weights whose total is below 2^53 (the caller knows it), as dense weights. O(1). */
function fromDoubles(min: number, doubles: readonly number[]): DoubleWeights {
  let total = 0;
  for (const weight of doubles) total += weight;
  return new DoubleWeights(min, doubles, total);
}

/** The weights as doubles: the kept ones, or each bigint converted (exact when each is below 2^53). O(size). */
function doublesOf(dense: DenseWeights): readonly number[] {
  return dense instanceof DoubleWeights ? dense.doubles : asDoubles(dense.weights);
}

/**
 * The sum of the weights. O(size).
 * @example denseTotal({ min: 1, weights: [1n, 2n] }) // 3n
 */
export function denseTotal(dense: DenseWeights): bigint {
  if (dense instanceof DoubleWeights) return BigInt(dense.total);
  let total = 0n;
  for (const weight of dense.weights) total += weight;
  return total;
}

/**
 * The weights with zeros at either end removed (a constant 0 when every weight is zero is never made:
 * callers pass at least one positive weight). O(size).
 * @example denseTrimmed({ min: 0, weights: [0n, 1n, 0n] }) // { min: 1, weights: [1n] }
 */
export function denseTrimmed(dense: DenseWeights): DenseWeights {
  let from = 0;
  let to = dense.weights.length;
  while (from < to - 1 && dense.weights[from] === 0n) from++;
  while (to > from + 1 && dense.weights[to - 1] === 0n) to--;
  return from === 0 && to === dense.weights.length ? dense : { min: dense.min + from, weights: dense.weights.slice(from, to) };
}

/**
 * Weights from values, each value counting once per time it is listed (a die's faces). O(values + range).
 * @example denseFromValues([1, 2, 2]) // { min: 1, weights: [1n, 2n] }
 */
export function denseFromValues(values: readonly number[]): DenseWeights {
  const min = Math.min(...values);
  const weights = new Array<bigint>(Math.max(...values) - min + 1).fill(0n);
  for (const value of values) weights[value - min] = (weights[value - min] ?? 0n) + 1n;
  return { min, weights };
}

/**
 * Weights from (value, weight) pairs, merged. O(pairs + range).
 * @example denseFromPairs([[3, 1n], [1, 2n], [3, 1n]]) // { min: 1, weights: [2n, 0n, 2n] }
 */
export function denseFromPairs(pairs: ReadonlyArray<readonly [number, bigint]>): DenseWeights {
  let min = Infinity;
  let max = -Infinity;
  for (const [value, weight] of pairs) if (weight > 0n) [min, max] = [Math.min(min, value), Math.max(max, value)];
  const weights = new Array<bigint>(max - min + 1).fill(0n);
  for (const [value, weight] of pairs) if (weight > 0n) weights[value - min] = (weights[value - min] ?? 0n) + weight;
  return { min, weights };
}

/**
 * The constant `value`. O(1).
 * @example denseConstant(4) // { min: 4, weights: [1n] }
 */
export function denseConstant(value: number): DenseWeights {
  return { min: value, weights: [1n] };
}

/** Doubles hold every integer below this exactly. */
const EXACT_LIMIT = 2n ** 53n;

/** Bigint weights as doubles (exact when each is below 2^53). O(size). */
function asDoubles(weights: readonly bigint[]): number[] {
  const doubles = new Array<number>(weights.length);
  for (let i = 0; i < weights.length; i++) doubles[i] = Number(weights[i] ?? 0n);
  return doubles;
}

/** Integer doubles back as bigints. O(size). */
function asBigints(doubles: readonly number[]): bigint[] {
  const weights = new Array<bigint>(doubles.length);
  for (let i = 0; i < doubles.length; i++) weights[i] = BigInt(doubles[i] ?? 0);
  return weights;
}

/** The convolution of two rows of integer doubles: O(size(x) × size(y)) multiply-adds. */
function convolveDoubles(x: readonly number[], y: readonly number[]): number[] {
  const sums = new Array<number>(x.length + y.length - 1).fill(0);
  for (let i = 0; i < x.length; i++) {
    const wx = x[i] ?? 0;
    if (wx === 0) continue;
    for (let j = 0; j < y.length; j++) sums[i + j] = (sums[i + j] ?? 0) + wx * (y[j] ?? 0);
  }
  return sums;
}

/**
 * The distribution of X + Y for independent X and Y: convolution, O(size(X) × size(Y)); in doubles when
 * total(X) × total(Y), which bounds every weight and every partial sum, is below 2^53, else in bigints.
 * @example denseSum(denseFromValues([1, 2]), denseFromValues([1, 2])).weights // [1n, 2n, 1n]
 */
export function denseSum(x: DenseWeights, y: DenseWeights): DenseWeights {
  if (denseTotal(x) * denseTotal(y) < EXACT_LIMIT) return fromDoubles(x.min + y.min, convolveDoubles(doublesOf(x), doublesOf(y)));
  const weights = new Array<bigint>(x.weights.length + y.weights.length - 1).fill(0n);
  for (let i = 0; i < x.weights.length; i++) {
    const wx = x.weights[i] ?? 0n;
    if (wx === 0n) continue;
    for (let j = 0; j < y.weights.length; j++) weights[i + j] = (weights[i + j] ?? 0n) + wx * (y.weights[j] ?? 0n);
  }
  return { min: x.min + y.min, weights };
}

/** The sum of `count` copies of a row of integer doubles by repeated squaring: O(log count) convolutions. */
function powerInDoubles(x: readonly number[], count: number): readonly number[] {
  let result: readonly number[] = [1];
  let square = x;
  for (let rest = count; rest > 0; rest >>= 1) {
    if ((rest & 1) === 1) result = convolveDoubles(result, square);
    if (rest > 1) square = convolveDoubles(square, square);
  }
  return result;
}

/**
 * The distribution of the sum of `count` independent copies of X, by J. C. P. Miller's recurrence for the
 * powers of a polynomial: c_k = Σ_j ((count + 1)·j − k)·a_j·c_{k−j} / (k·a_0), exact in integers (the sum is
 * always k·a_0·c_k). O(count × range(X) × faces(X)) big-integer products, against count² for repeated
 * convolution: 100d100 is about 10^6 products. While total(X)^count stays below 2^53 the power is taken
 * in doubles instead, by repeated squaring (O(range² ) multiply-adds, exact: every count is below 2^53).
 * @example denseSumOf(denseFromValues([1, 2, 3, 4, 5, 6]), 3).weights[7] // 27n
 */
export function denseSumOf(x: DenseWeights, count: number): DenseWeights {
  if (count === 0) return denseConstant(0);
  const die = denseTrimmed(x);
  if (die.weights.every((weight) => weight === die.weights[0])) return uniformSumOf(die, count);
  // total^count bounds every weight and partial sum of the powers: below 2^53, doubles are exact.
  if (denseTotal(die) ** BigInt(count) < EXACT_LIMIT) return fromDoubles(die.min * count, powerInDoubles(doublesOf(die), count));
  const a0 = die.weights[0] ?? 1n;
  const support: number[] = [];
  for (let j = 1; j < die.weights.length; j++) if (die.weights[j] !== 0n) support.push(j);
  const range = (die.weights.length - 1) * count;
  const c = new Array<bigint>(range + 1).fill(0n);
  c[0] = a0 ** BigInt(count);
  const n1 = BigInt(count + 1);
  for (let k = 1; k <= range; k++) {
    let sum = 0n;
    const bk = BigInt(k);
    for (const j of support) {
      if (j > k) break;
      const previous = c[k - j] ?? 0n;
      if (previous !== 0n) sum += (n1 * BigInt(j) - bk) * (die.weights[j] ?? 0n) * previous;
    }
    c[k] = sum / (bk * a0);
  }
  return { min: die.min * count, weights: c };
}

/**
 * The sum of `count` dice whose values are equally likely over a run of integers: each die added by a
 * sliding window over prefix sums, additions only, the lower half mirrored; in doubles while faces^added
 * (the row's total, which bounds every window) is below 2^53, then in bigints.
 * O(count² × range / 2) additions.
 */
function uniformSumOf(die: DenseWeights, count: number): DenseWeights {
  const faces = die.weights.length;
  const weight = die.weights[0] ?? 1n;
  let doubles: number[] = [1];
  let added = 0;
  for (let total = faces; added < count && total < 2 ** 53; added++, total *= faces) {
    const next = new Array<number>(doubles.length + faces - 1);
    let window = 0;
    const half = Math.ceil(next.length / 2);
    for (let s = 0; s < half; s++) {
      window += doubles[s] ?? 0;
      if (s >= faces) window -= doubles[s - faces] ?? 0;
      next[s] = window;
      next[next.length - 1 - s] = window;
    }
    doubles = next;
  }
  // faces^count is the row's total: below 2^53 when every die was added in doubles.
  if (added === count && weight === 1n) return fromDoubles(die.min * count, doubles);
  let sums = asBigints(doubles);
  for (; added < count; added++) {
    const next = new Array<bigint>(sums.length + faces - 1);
    let window = 0n;
    // Every partial sum is symmetric: the upper half mirrors the lower.
    const half = Math.ceil(next.length / 2);
    for (let s = 0; s < half; s++) {
      window += sums[s] ?? 0n;
      if (s >= faces) window -= sums[s - faces] ?? 0n;
      next[s] = window;
      next[next.length - 1 - s] = window;
    }
    sums = next;
  }
  if (weight !== 1n) {
    const scale = weight ** BigInt(count);
    sums = sums.map((sum) => sum * scale);
  }
  return { min: die.min * count, weights: sums };
}

/**
 * The distribution of −X. O(size).
 * @example denseNegated(denseFromValues([1, 2, 2])) // { min: -2, weights: [2n, 1n] }
 */
export function denseNegated(x: DenseWeights): DenseWeights {
  if (x instanceof DoubleWeights) return new DoubleWeights(-(x.min + x.doubles.length - 1), [...x.doubles].reverse(), x.total);
  return { min: -(x.min + x.weights.length - 1), weights: [...x.weights].reverse() };
}

/**
 * The distribution of f(X) for an integer function f, weights merged. O(size + range of f).
 * @example denseMapped(denseFromValues([1, 2, 3]), (v) => v * 2).weights // [1n, 0n, 1n, 0n, 1n]
 */
export function denseMapped(x: DenseWeights, f: (value: number) => number): DenseWeights {
  const pairs: Array<readonly [number, bigint]> = [];
  x.weights.forEach((weight, i) => pairs.push([f(x.min + i), weight]));
  return denseFromPairs(pairs);
}

/**
 * The distribution of f(X, Y) for independent X and Y (a product, say), weights merged. O(size(X) × size(Y)).
 * @example denseCombined(denseFromValues([1, 2]), denseFromValues([1, 2]), (a, b) => a * b).weights // [1n, 2n, 0n, 1n]
 */
export function denseCombined(x: DenseWeights, y: DenseWeights, f: (a: number, b: number) => number): DenseWeights {
  const merged = new Map<number, bigint>();
  x.weights.forEach((wx, i) => {
    if (wx === 0n) return;
    y.weights.forEach((wy, j) => {
      if (wy === 0n) return;
      const value = f(x.min + i, y.min + j);
      merged.set(value, (merged.get(value) ?? 0n) + wx * wy);
    });
  });
  return denseFromPairs([...merged]);
}

/**
 * The distribution of the highest (or lowest) of independent results, from the product of their
 * cumulative weights: P(max ≤ v) = Π P(X_i ≤ v). O(results × range).
 * @example denseExtreme([denseFromValues([1, 2]), denseFromValues([1, 2])], "max").weights // [1n, 3n]
 */
export function denseExtreme(xs: readonly DenseWeights[], which: "max" | "min"): DenseWeights {
  const parts = which === "max" ? xs : xs.map(denseNegated);
  const min = Math.min(...parts.map((x) => x.min));
  const max = Math.max(...parts.map((x) => x.min + x.weights.length - 1));
  const atMost = new Array<bigint>(max - min + 1).fill(1n);
  for (const x of parts) {
    let running = 0n;
    for (let v = min; v <= max; v++) {
      running += x.weights[v - x.min] ?? 0n;
      atMost[v - min] = (atMost[v - min] ?? 0n) * running;
    }
  }
  const weights = atMost.map((weight, i) => weight - (i === 0 ? 0n : (atMost[i - 1] ?? 0n)));
  const result = denseTrimmed({ min, weights });
  return which === "max" ? result : denseNegated(result);
}

/**
 * The Distribution of dense weights (zero weights dropped), ascending as they are. O(size).
 * @example denseToDistribution(denseFromValues([1, 2, 2])).probability(2).toString() // "2/3"
 */
export function denseToDistribution(x: DenseWeights): Distribution<number> {
  if (x instanceof DoubleWeights) return doublesToDistribution(x);
  const outcomes: number[] = [];
  const weights: bigint[] = [];
  for (let i = 0; i < x.weights.length; i++) {
    const weight = x.weights[i] ?? 0n;
    if (weight === 0n) continue;
    outcomes.push(x.min + i);
    weights.push(weight);
  }
  return Distribution.fromAscending(outcomes, weights);
}

/** denseToDistribution from the doubles: a bigint made only for each positive weight. O(size). */
function doublesToDistribution(x: DoubleWeights): Distribution<number> {
  const outcomes: number[] = [];
  const weights: bigint[] = [];
  for (let i = 0; i < x.doubles.length; i++) {
    const weight = x.doubles[i] ?? 0;
    if (weight === 0) continue;
    outcomes.push(x.min + i);
    weights.push(BigInt(weight));
  }
  return Distribution.fromAscending(outcomes, weights);
}

/**
 * Dense weights of a Distribution over integers. O(size + range).
 * @example denseFromDistribution(Distribution.uniform([1, 3])) // { min: 1, weights: [1n, 0n, 1n] }
 */
export function denseFromDistribution(x: Distribution<number>): DenseWeights {
  return denseFromPairs(x.outcomes.map((outcome, i) => [outcome, x.weights[i] ?? 0n] as const));
}
