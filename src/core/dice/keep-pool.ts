/**
 * Keep and drop over a pool of identical dice, exactly and without enumerating rolls: icepool's state
 * machine over the die's values, highest first. The state is (dice placed so far, sum kept so far); c of
 * the r unplaced dice showing value v weigh C(r, c)·w(v)^c, and they take sorted positions placed … placed
 * + c − 1, of which those inside the kept range [from, to) add v each.
 */
import { denseSumOf, denseTrimmed, type DenseWeights } from "./dense-weights.js";

/** Pascal's triangle up to n as bigints: table[r * (n + 1) + c] = C(r, c). O(n²). */
function binomialTable(n: number): bigint[] {
  const table = new Array<bigint>((n + 1) * (n + 1)).fill(0n);
  for (let r = 0; r <= n; r++) {
    table[r * (n + 1)] = 1n;
    for (let c = 1; c <= r; c++) table[r * (n + 1) + c] = (table[(r - 1) * (n + 1) + c - 1] ?? 0n) + (table[(r - 1) * (n + 1) + c] ?? 0n);
  }
  return table;
}

/** The shape of one keep: the dice, the kept sorted positions [from, to), and the width of the kept sum's range. */
interface KeepShape {
  readonly count: number;
  readonly from: number;
  readonly to: number;
  readonly width: number;
}

/**
 * One value's step of the state machine in float64, exact while every count of ordered rolls stays below
 * 2^53 (the caller checks the total): `coefficients[u·(count+1) + c]` is C(u, c)·w^c. O(count² × width).
 */
function stepNumbers(states: Float64Array, next: Float64Array, offset: number, coefficients: Float64Array, shape: KeepShape): void {
  const { count, from, to, width } = shape;
  next.fill(0);
  for (let placed = 0; placed <= count; placed++) {
    const unplaced = count - placed;
    for (let sum = 0; sum < width; sum++) {
      const state = states[placed * width + sum] ?? 0;
      if (state === 0) continue;
      for (let c = 0; c <= unplaced; c++) {
        const keptHere = Math.max(0, Math.min(placed + c, to) - Math.max(placed, from));
        const at = (placed + c) * width + sum + keptHere * offset;
        next[at] = (next[at] ?? 0) + state * (coefficients[unplaced * (count + 1) + c] ?? 0);
      }
    }
  }
}

/** The same step in bigints, for pools whose counts of ordered rolls reach 2^53. O(count² × width). */
function stepBigints(states: bigint[], next: bigint[], offset: number, coefficients: readonly bigint[], shape: KeepShape): void {
  const { count, from, to, width } = shape;
  next.fill(0n);
  for (let placed = 0; placed <= count; placed++) {
    const unplaced = count - placed;
    for (let sum = 0; sum < width; sum++) {
      const state = states[placed * width + sum] ?? 0n;
      if (state === 0n) continue;
      for (let c = 0; c <= unplaced; c++) {
        const keptHere = Math.max(0, Math.min(placed + c, to) - Math.max(placed, from));
        const at = (placed + c) * width + sum + keptHere * offset;
        next[at] = (next[at] ?? 0n) + state * (coefficients[unplaced * (count + 1) + c] ?? 0n);
      }
    }
  }
}

/**
 * The distribution of the sum of the dice at sorted positions [from, to) (highest first) among `count`
 * independent dice of distribution `die`. A full range is a plain sum (denseSumOf). Each value's
 * coefficients C(u, c)·w^c are made once per value, not per state; the states are float64 while the
 * pool's ordered rolls (total^count) stay below 2^53, so every count is an exact integer, else bigints.
 * O(values × count² × kept × range) multiply-adds: 20d10 keep 8 is about 3 × 10^5.
 * @example keptPoolWeights({ min: 1, weights: [1n, 1n, 1n, 1n, 1n, 1n] }, 4, 0, 3).weights[15] // 21n
 */
export function keptPoolWeights(die: DenseWeights, count: number, from: number, to: number): DenseWeights {
  if (from === 0 && to === count) return denseSumOf(die, count);
  const values = denseTrimmed(die);
  const kept = Math.max(0, to - from);
  const range = values.weights.length - 1;
  const shape: KeepShape = { count, from, to, width: kept * range + 1 };
  const binomials = binomialTable(count);
  const size = (count + 1) * shape.width;
  const total = values.weights.reduce((sum, weight) => sum + weight, 0n);
  const small = total ** BigInt(count) < 2n ** 53n;
  let numbers = small ? new Float64Array(size) : undefined;
  let bigints = small ? undefined : new Array<bigint>(size).fill(0n);
  let spareNumbers = new Float64Array(small ? size : 0);
  let spareBigints = new Array<bigint>(small ? 0 : size).fill(0n);
  if (numbers !== undefined) numbers[0] = 1;
  if (bigints !== undefined) bigints[0] = 1n;
  for (let offset = range; offset >= 0; offset--) {
    const weight = values.weights[offset] ?? 0n;
    if (weight === 0n) continue;
    // coefficients[u·(count+1) + c] = C(u, c)·w^c, for every u unplaced dice and c of them showing this value.
    const coefficients = binomials.map((binomial, i) => binomial * weight ** BigInt(i % (count + 1)));
    if (numbers !== undefined) {
      stepNumbers(numbers, spareNumbers, offset, Float64Array.from(coefficients, Number), shape);
      [numbers, spareNumbers] = [spareNumbers, numbers];
    } else if (bigints !== undefined) {
      stepBigints(bigints, spareBigints, offset, coefficients, shape);
      [bigints, spareBigints] = [spareBigints, bigints];
    }
  }
  const last = count * shape.width;
  const weights = numbers !== undefined ? Array.from(numbers.subarray(last, last + shape.width), (weight) => BigInt(weight)) : (bigints ?? []).slice(last, last + shape.width);
  return { min: kept * values.min, weights };
}
