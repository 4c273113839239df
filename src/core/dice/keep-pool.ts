/**
 * Keep and drop over a pool of identical dice, exactly and without enumerating rolls: icepool's state
 * machine over the die's values, highest first. The state is (dice placed so far, sum kept so far); c of
 * the r unplaced dice showing value v weigh C(r, c)·w(v)^c, and they take sorted positions placed … placed
 * + c − 1, of which those inside the kept range [from, to) add v each. A state that has placed `to` dice
 * is finished at once: its kept sum can no longer change, and its r unplaced dice all show lower values,
 * in W_below(v)^r ways. So only the rows placed < to are carried from value to value.
 */
import { denseNegated, denseSumOf, denseTrimmed, type DenseWeights } from "./dense-weights.js";

/** The shape of one keep: the dice, the kept sorted positions [from, to), the die's range of values and the kept sum's width. */
interface KeepShape {
  readonly count: number;
  readonly from: number;
  readonly to: number;
  readonly range: number;
  readonly width: number;
}

/**
 * What one value's step multiplies by: C(u, c)·w^c at [u·(count+1) + c] for the c dice of the u unplaced
 * that show the value and leave the state live; and at [placed], the ways the rest of a state's dice
 * finish it: Σ_{c ≥ to − placed} C(u, c)·w^c·W_below^(u−c), one number, since every such c adds the same
 * kept sum (to − max(placed, from) dice of this value).
 */
interface StepFactors<Counts> {
  readonly coefficients: Counts;
  readonly finishing: Counts;
}

/** The first power of two doubles cannot hold every integer beyond: counts below it are exact. */
const EXACT_LIMIT = 2 ** 53;

/**
 * One value's step in float64: the live rows (placed < to) move into `next`, and each state adds its
 * finishing ways to `finished`. A live row's kept dice all showed higher values, so its sums lie in
 * [kept·(offset + 1), kept·range]. Exact while every count stays below 2^53 (keptInDoubles checks the
 * outcome). O(to² × width).
 */
function stepNumbers(states: Float64Array, next: Float64Array, finished: Float64Array, offset: number, factors: StepFactors<Float64Array>, shape: KeepShape): void {
  const { count, from, to, range, width } = shape;
  const { coefficients, finishing } = factors;
  next.fill(0);
  for (let placed = 0; placed < to; placed++) {
    const coefficientRow = (count - placed) * (count + 1);
    const first = Math.max(placed, from);
    const kept = placed - Math.min(placed, from);
    const finishAt = (to - first) * offset;
    const finishWays = finishing[placed] ?? 0;
    for (let sum = kept * (offset + 1); sum <= kept * range; sum++) {
      const state = states[placed * width + sum] ?? 0;
      if (state === 0) continue;
      for (let reached = placed; reached < to; reached++) {
        const at = reached * width + sum + Math.max(0, reached - first) * offset;
        next[at] = (next[at] ?? 0) + state * (coefficients[coefficientRow + reached - placed] ?? 0);
      }
      finished[sum + finishAt] = (finished[sum + finishAt] ?? 0) + state * finishWays;
    }
  }
}

/** The same step in bigints, for pools whose counts reach 2^53. O(to² × width). */
function stepBigints(states: readonly bigint[], next: bigint[], finished: bigint[], offset: number, factors: StepFactors<readonly bigint[]>, shape: KeepShape): void {
  const { count, from, to, range, width } = shape;
  const { coefficients, finishing } = factors;
  next.fill(0n);
  for (let placed = 0; placed < to; placed++) {
    const coefficientRow = (count - placed) * (count + 1);
    const first = Math.max(placed, from);
    const kept = placed - Math.min(placed, from);
    const finishAt = (to - first) * offset;
    const finishWays = finishing[placed] ?? 0n;
    for (let sum = kept * (offset + 1); sum <= kept * range; sum++) {
      const state = states[placed * width + sum] ?? 0n;
      if (state === 0n) continue;
      for (let reached = placed; reached < to; reached++) {
        const at = reached * width + sum + Math.max(0, reached - first) * offset;
        next[at] = (next[at] ?? 0n) + state * (coefficients[coefficientRow + reached - placed] ?? 0n);
      }
      finished[sum + finishAt] = (finished[sum + finishAt] ?? 0n) + state * finishWays;
    }
  }
}

/**
 * One buffer of doubles that keptInDoubles cuts its rows from, grown when a pool needs more: typed rows
 * for the inner loop without a new buffer per call (A/B of the state machine alone, load ~20: 16d10kh8
 * ~21 µs against ~35 with plain arrays, 10d10kh3 ~5.5 against ~7; new Float64Arrays per call had cost
 * 4d6kh3 ~4–7 µs against ~2.5). JavaScript runs one call at a time, and the rows are read out before
 * the call returns.
 */
let scratch = new Float64Array(4096);

/** A cutter of consecutive zeroed rows from the scratch buffer, `needed` doubles in all. O(needed). */
function scratchRows(needed: number): (size: number) => Float64Array {
  if (scratch.length < needed) scratch = new Float64Array(2 * needed);
  const buffer = scratch;
  buffer.fill(0, 0, needed);
  let start = 0;
  return (size) => {
    start += size;
    return buffer.subarray(start - size, start);
  };
}

/** Pascal's triangle up to n in doubles, written into a zeroed `table`: table[r·(n + 1) + c] = C(r, c), exact below 2^53. O(n²). */
function binomialsInDoubles(n: number, table: Float64Array): Float64Array {
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
 * 0). Hence all the finished sums below 2^53 prove every count exact. O(values × (to² × width + to × count)).
 */
function keptInDoubles(values: readonly number[], shape: KeepShape): number[] | undefined {
  const { count, to, width } = shape;
  const square = (count + 1) * (count + 1);
  const row = scratchRows(2 * square + to + 2 * to * width + width);
  const binomials = binomialsInDoubles(count, row(square));
  const coefficients = row(square);
  const finishing = row(to);
  let states = row(to * width);
  let next = row(to * width);
  const finished = row(width);
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
    for (let placed = 0; placed < to; placed++) {
      const unplaced = count - placed;
      let ways = 0;
      for (let c = unplaced, tail = 1; c >= to - placed; c--, tail *= below) ways += (coefficients[unplaced * (count + 1) + c] ?? 0) * tail;
      finishing[placed] = ways;
    }
    stepNumbers(states, next, finished, offset, { coefficients, finishing }, shape);
    [states, next] = [next, states];
  }
  return finished.every((ways) => ways < EXACT_LIMIT) ? Array.from(finished) : undefined;
}

/** The state machine in bigints. O(values × (to² × width + to × count)) big-integer products. */
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
    const finishing = Array.from({ length: to }, (_, placed) => {
      const unplaced = count - placed;
      let ways = 0n;
      for (let c = unplaced, tail = 1n; c >= to - placed; c--, tail *= below) ways += (coefficients[unplaced * (count + 1) + c] ?? 0n) * tail;
      return ways;
    });
    stepBigints(states, next, finished, offset, { coefficients, finishing }, shape);
    [states, next] = [next, states];
  }
  return finished;
}

/**
 * The distribution of the sum of the dice at sorted positions [from, to) (highest first) among `count`
 * independent dice of distribution `die`. A full range is a plain sum (denseSumOf); a range nearer the low
 * end is solved on the mirrored die (lowest first), so fewer rows stay live. Counts are doubles while they
 * stay below 2^53 (checked exactly, keptInDoubles), else bigints. O(values × (end² × kept × range + end ×
 * count)) multiply-adds, the kept end being `to` (or count − from mirrored): 16d10 keep 8 is about 3 × 10^4.
 * @example keptPoolWeights({ min: 1, weights: [1n, 1n, 1n, 1n, 1n, 1n] }, 4, 0, 3).weights[15] // 21n
 */
export function keptPoolWeights(die: DenseWeights, count: number, from: number, to: number): DenseWeights {
  if (from === 0 && to === count) return denseSumOf(die, count);
  if (count - from < to) return denseNegated(keptPoolWeights(denseNegated(die), count, count - to, count - from));
  const values = denseTrimmed(die);
  const kept = Math.max(0, to - from);
  const total = values.weights.reduce((sum, weight) => sum + weight, 0n);
  if (to === 0) return { min: 0, weights: [total ** BigInt(count)] };
  const range = values.weights.length - 1;
  const shape: KeepShape = { count, from, to, range, width: kept * range + 1 };
  // The finished sums add up to total^count, so when their mean reaches 2^53 doubles cannot hold them.
  const doubles = total ** BigInt(count) < BigInt(EXACT_LIMIT) * BigInt(shape.width) && total < BigInt(EXACT_LIMIT) ? keptInDoubles(values.weights.map(Number), shape) : undefined;
  const weights = doubles !== undefined ? doubles.map((ways) => BigInt(ways)) : keptInBigints(values.weights, shape);
  return { min: kept * values.min, weights };
}
