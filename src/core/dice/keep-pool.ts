/**
 * Keep and drop over a pool of identical dice, exactly and without enumerating rolls: icepool's state
 * machine over the die's values, highest first. The state is (dice placed so far, sum kept so far); c of
 * the r unplaced dice showing value v weigh C(r, c)·w(v)^c, and they take sorted positions placed … placed
 * + c − 1, of which those inside the kept range [from, to) add v each. A state that has placed `to` dice
 * is finished at once: its kept sum can no longer change, and its r unplaced dice all show lower values,
 * in W_below(v)^r ways. So only the rows placed < to are carried from value to value.
 */
import { denseNegated, denseSumOf, denseTrimmed, type DenseWeights } from "./dense-weights.js";

/** The shape of one keep: the dice, the kept sorted positions [from, to), and the width of the kept sum's range. */
interface KeepShape {
  readonly count: number;
  readonly from: number;
  readonly to: number;
  readonly width: number;
}

/** What one value's step multiplies by: C(u, c)·w^c at [u·(count+1) + c], and W_below^r at [r]. */
interface StepFactors<Counts> {
  readonly coefficients: Counts;
  readonly tails: Counts;
}

/** The first power of two doubles cannot hold every integer beyond: counts below it are exact. */
const EXACT_LIMIT = 2 ** 53;

/**
 * One value's step in float64: the live rows (placed < to) move into `next`, the rows that reach `to`
 * are added to `finished`. Exact while every count stays below 2^53 (keptInDoubles checks the outcome).
 * O(to × count × width).
 */
function stepNumbers(states: readonly number[], next: number[], finished: number[], offset: number, factors: StepFactors<readonly number[]>, shape: KeepShape): void {
  const { count, from, to, width } = shape;
  const { coefficients, tails } = factors;
  next.fill(0);
  for (let placed = 0; placed < to; placed++) {
    const unplaced = count - placed;
    const coefficientRow = unplaced * (count + 1);
    for (let sum = 0; sum < width; sum++) {
      const state = states[placed * width + sum] ?? 0;
      if (state === 0) continue;
      for (let c = 0; c <= unplaced; c++) {
        const reached = placed + c;
        const at = sum + Math.max(0, Math.min(reached, to) - Math.max(placed, from)) * offset;
        const ways = state * (coefficients[coefficientRow + c] ?? 0);
        if (reached < to) next[reached * width + at] = (next[reached * width + at] ?? 0) + ways;
        else finished[at] = (finished[at] ?? 0) + ways * (tails[count - reached] ?? 0);
      }
    }
  }
}

/** The same step in bigints, for pools whose counts reach 2^53. O(to × count × width). */
function stepBigints(states: bigint[], next: bigint[], finished: bigint[], offset: number, factors: StepFactors<readonly bigint[]>, shape: KeepShape): void {
  const { count, from, to, width } = shape;
  const { coefficients, tails } = factors;
  next.fill(0n);
  for (let placed = 0; placed < to; placed++) {
    const unplaced = count - placed;
    const coefficientRow = unplaced * (count + 1);
    for (let sum = 0; sum < width; sum++) {
      const state = states[placed * width + sum] ?? 0n;
      if (state === 0n) continue;
      for (let c = 0; c <= unplaced; c++) {
        const reached = placed + c;
        const at = sum + Math.max(0, Math.min(reached, to) - Math.max(placed, from)) * offset;
        const ways = state * (coefficients[coefficientRow + c] ?? 0n);
        if (reached < to) next[reached * width + at] = (next[reached * width + at] ?? 0n) + ways;
        else finished[at] = (finished[at] ?? 0n) + ways * (tails[count - reached] ?? 0n);
      }
    }
  }
}

/** Pascal's triangle up to n in doubles: table[r·(n + 1) + c] = C(r, c), exact below 2^53. O(n²). */
function binomialsInDoubles(n: number): number[] {
  const table = new Array<number>((n + 1) * (n + 1)).fill(0);
  for (let r = 0; r <= n; r++) {
    table[r * (n + 1)] = 1;
    for (let c = 1; c <= r; c++) table[r * (n + 1) + c] = (table[(r - 1) * (n + 1) + c - 1] ?? 0) + (table[(r - 1) * (n + 1) + c] ?? 0);
  }
  return table;
}

/** Pascal's triangle up to n in bigints. O(n²). */
function binomialsInBigints(n: number): bigint[] {
  const table = new Array<bigint>((n + 1) * (n + 1)).fill(0n);
  for (let r = 0; r <= n; r++) {
    table[r * (n + 1)] = 1n;
    for (let c = 1; c <= r; c++) table[r * (n + 1) + c] = (table[(r - 1) * (n + 1) + c - 1] ?? 0n) + (table[(r - 1) * (n + 1) + c] ?? 0n);
  }
  return table;
}

/**
 * The state machine in doubles, or undefined when a count reached 2^53. Every count is a sum of products
 * of non-negative integers, and rounding is monotone, so a count whose true value reaches 2^53 is computed
 * as at least 2^53 and so is every count it feeds; each feeds a finished sum (or is multiplied by an exact
 * 0). Hence all the finished sums below 2^53 prove every count exact. O(values × to × count × width).
 */
function keptInDoubles(values: readonly number[], shape: KeepShape): number[] | undefined {
  const { count, to, width } = shape;
  // Plain arrays, not Float64Arrays: V8 makes and collects small ones on its heap, far cheaper per call.
  const binomials = binomialsInDoubles(count);
  const coefficients = new Array<number>(binomials.length).fill(0);
  const tails = new Array<number>(count + 1).fill(0);
  let states = new Array<number>(to * width).fill(0);
  let next = new Array<number>(to * width).fill(0);
  const finished = new Array<number>(width).fill(0);
  states[0] = 1;
  let below = values.reduce((sum, weight) => sum + weight, 0);
  for (let offset = values.length - 1; offset >= 0; offset--) {
    const weight = values[offset] ?? 0;
    if (weight === 0) continue;
    below -= weight;
    for (let u = 0; u <= count; u++) {
      let power = 1;
      for (let c = 0; c <= u; c++, power *= weight) coefficients[u * (count + 1) + c] = (binomials[u * (count + 1) + c] ?? 0) * power;
    }
    for (let r = 0, power = 1; r <= count; r++, power *= below) tails[r] = power;
    stepNumbers(states, next, finished, offset, { coefficients, tails }, shape);
    [states, next] = [next, states];
  }
  return finished.every((ways) => ways < EXACT_LIMIT) ? finished : undefined;
}

/** The state machine in bigints. O(values × to × count × width) big-integer products. */
function keptInBigints(values: readonly bigint[], shape: KeepShape): bigint[] {
  const { count, to, width } = shape;
  const binomials = binomialsInBigints(count);
  let states = new Array<bigint>(to * width).fill(0n);
  let next = new Array<bigint>(to * width).fill(0n);
  const finished = new Array<bigint>(width).fill(0n);
  states[0] = 1n;
  let below = values.reduce((sum, weight) => sum + weight, 0n);
  for (let offset = values.length - 1; offset >= 0; offset--) {
    const weight = values[offset] ?? 0n;
    if (weight === 0n) continue;
    below -= weight;
    const coefficients = binomials.map((binomial, i) => binomial * weight ** BigInt(i % (count + 1)));
    const tails = Array.from({ length: count + 1 }, (_, r) => below ** BigInt(r));
    stepBigints(states, next, finished, offset, { coefficients, tails }, shape);
    [states, next] = [next, states];
  }
  return finished;
}

/**
 * The distribution of the sum of the dice at sorted positions [from, to) (highest first) among `count`
 * independent dice of distribution `die`. A full range is a plain sum (denseSumOf); a range nearer the low
 * end is solved on the mirrored die (lowest first), so fewer rows stay live. Counts are doubles while they
 * stay below 2^53 (checked exactly, keptInDoubles), else bigints. O(values × kept end × count × kept ×
 * range) multiply-adds, the kept end being `to` (or count − from mirrored): 16d10 keep 8 is about 10^5.
 * @example keptPoolWeights({ min: 1, weights: [1n, 1n, 1n, 1n, 1n, 1n] }, 4, 0, 3).weights[15] // 21n
 */
export function keptPoolWeights(die: DenseWeights, count: number, from: number, to: number): DenseWeights {
  if (from === 0 && to === count) return denseSumOf(die, count);
  if (count - from < to) return denseNegated(keptPoolWeights(denseNegated(die), count, count - to, count - from));
  const values = denseTrimmed(die);
  const kept = Math.max(0, to - from);
  const total = values.weights.reduce((sum, weight) => sum + weight, 0n);
  if (to === 0) return { min: 0, weights: [total ** BigInt(count)] };
  const shape: KeepShape = { count, from, to, width: kept * (values.weights.length - 1) + 1 };
  // The finished sums add up to total^count, so when their mean reaches 2^53 doubles cannot hold them.
  const doubles = total ** BigInt(count) < BigInt(EXACT_LIMIT) * BigInt(shape.width) && total < BigInt(EXACT_LIMIT) ? keptInDoubles(values.weights.map(Number), shape) : undefined;
  const weights = doubles !== undefined ? doubles.map((ways) => BigInt(ways)) : keptInBigints(values.weights, shape);
  return { min: kept * values.min, weights };
}
