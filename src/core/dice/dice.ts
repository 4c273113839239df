import { binomial, multinomial } from "../combinatorics.js";
import { Distribution } from "../distribution.js";
import { Rational } from "../exact/rational.js";
import { itemAt } from "../checked-index.js";

/**
 * A fair die with faces 1..sides.
 * @throws {RangeError} when `sides` is not a positive integer
 * @example die(6).probability(3).toString() // "1/6"
 */
export function die(sides: number): Distribution<number> {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`die: sides must be a positive integer, received ${sides}`);
  return Distribution.uniform(Array.from({ length: sides }, (_, i) => i + 1));
}

/**
 * The sum of `count` independent copies of `single` (count = 0 gives the constant 0). Repeated
 * convolution: O(count² × size²) outcome pairs at worst, tiny for tabletop pools.
 * @example sumOf(die(6), 2).probability(7).toString() // "1/6"
 */
export function sumOf(single: Distribution<number>, count: number): Distribution<number> {
  let result: Distribution<number> = Distribution.certain(0);
  for (let i = 0; i < count; i++) result = result.add(single);
  return result;
}

/**
 * The sum of NdX: `count` dice with `sides` faces.
 * @example sumDice(2, 6).probabilityAtLeast(7).toString() // "7/12"
 */
export function sumDice(count: number, sides: number): Distribution<number> {
  return sumOf(die(sides), count);
}

/**
 * The sum of the `keep` highest of `count` dice with `sides` faces, exactly, without enumerating rolls:
 * a state machine over faces from highest to lowest whose state is (dice placed, sum kept); c dice
 * showing face f among r unplaced dice have weight C(r, c). O(sides × count² × keep × sides) states.
 * @throws {RangeError} when `keep` is not in 0..count
 * @example keepHighest(3, 6, 2).probability(12).toString() // "2/27"
 */
export function keepHighest(count: number, sides: number, keep: number): Distribution<number> {
  return keepExtreme(count, sides, keep, "highest");
}

/**
 * The sum of the `keep` lowest of `count` dice: the mirror of {@link keepHighest}, faces lowest first.
 * @throws {RangeError} when `keep` is not in 0..count
 * @example keepLowest(2, 6, 1).probability(1).toString() // "11/36"
 */
export function keepLowest(count: number, sides: number, keep: number): Distribution<number> {
  return keepExtreme(count, sides, keep, "lowest");
}

function keepExtreme(count: number, sides: number, keep: number, which: "highest" | "lowest"): Distribution<number> {
  if (keep < 0 || keep > count) throw new RangeError(`keep must be in 0..${count}, received ${keep}`);
  // state key: placed * stride + keptSum, value: weight
  const stride = keep * sides + 1;
  let states = new Map<number, bigint>([[0, 1n]]);
  for (let step = 0; step < sides; step++) {
    const face = which === "highest" ? sides - step : step + 1;
    const next = new Map<number, bigint>();
    for (const [key, weight] of states) {
      const placed = Math.floor(key / stride);
      const keptSum = key % stride;
      const unplaced = count - placed;
      // The last face takes every unplaced die; earlier faces take any number of them.
      const from = step === sides - 1 ? unplaced : 0;
      for (let c = from; c <= unplaced; c++) {
        const keptHere = Math.max(0, Math.min(c, keep - placed));
        const nextKey = (placed + c) * stride + keptSum + keptHere * face;
        next.set(nextKey, (next.get(nextKey) ?? 0n) + weight * binomial(unplaced, c));
      }
    }
    states = next;
  }
  return Distribution.fromWeights([...states].map(([key, weight]) => [key % stride, weight] as const));
}

/**
 * A roll that explodes: when `base` shows `trigger`, `extra` is added to it. With `chainDepth` k > 0
 * the added die explodes again on its own maximum, at most k more times (the last one stands as rolled),
 * so the result stays exact and finite. O(size(base) + chainDepth × size(extra)²).
 * @example explode(die(12), 12, die(8)).probability(13).toString() // "1/96"
 */
export function explode(
  base: Distribution<number>,
  trigger: number,
  extra: Distribution<number>,
  chainDepth = 0,
): Distribution<number> {
  const extraMax = Math.max(...extra.outcomes);
  let added = extra;
  for (let i = 0; i < chainDepth; i++) {
    added = extra.combine(added, (first, rest) => (first === extraMax ? first + rest : first));
  }
  const triggered = base.weightOf(trigger);
  if (triggered === 0n) return base;
  const parts: Array<readonly [Distribution<number>, Rational]> = [[added.shift(trigger), base.probability(trigger)]];
  const stands = (outcome: number) => outcome !== trigger;
  if (triggered < base.total) parts.push([base.where(stands), base.probabilityWhere(stands)]);
  return Distribution.mixture(parts);
}

/** One unordered roll of a dice pool: the faces, highest first, and how many ordered rolls show them. */
export interface PoolRoll {
  readonly faces: readonly number[];
  readonly weight: bigint;
}

/**
 * Every unordered roll of `count` dice with `sides` faces, faces highest first, weighted by the number
 * of ordered rolls it stands for (the multinomial coefficient); the weights total sides^count.
 * Yields C(count + sides − 1, count) rolls.
 * @example [...poolRolls(2, 2)].map((r) => `${r.faces}:${r.weight}`) // ["2,2:1", "2,1:2", "1,1:1"]
 */
export function* poolRolls(count: number, sides: number): Generator<PoolRoll> {
  const faces: number[] = [];
  function* place(maxFace: number): Generator<PoolRoll> {
    if (faces.length === count) {
      const runs: number[] = [];
      let run = 1;
      for (let i = 1; i <= faces.length; i++) {
        if (i < faces.length && faces[i] === faces[i - 1]) run++;
        else {
          runs.push(run);
          run = 1;
        }
      }
      yield { faces: [...faces], weight: count === 0 ? 1n : multinomial(runs) };
      return;
    }
    for (let face = maxFace; face >= 1; face--) {
      faces.push(face);
      yield* place(face);
      faces.pop();
    }
  }
  yield* place(sides);
}

/**
 * A dice pool as the rules name it: `count` dice of `sides` faces, summing the `keep` highest
 * (all of them when keep is omitted).
 */
export interface DicePool {
  readonly count: number;
  readonly sides: number;
  readonly keep?: number;
}

/**
 * The result of a pool roll: the sum of its kept (highest) faces. `faces` must be highest first. O(keep).
 * @throws {RangeError} when the roll has fewer faces than the pool keeps
 * @example poolResult({ count: 3, sides: 6, keep: 2 }, [6, 4, 1]) // 10
 */
export function poolResult(pool: DicePool, faces: readonly number[]): number {
  const keep = pool.keep ?? pool.count;
  if (faces.length < keep) throw new RangeError(`poolResult: a roll of ${faces.length} faces for a pool that keeps ${keep}`);
  let sum = 0;
  let kept = 0;
  for (const face of faces) {
    if (kept++ === keep) break;
    sum += face;
  }
  return sum;
}

/**
 * The distribution of a pool's result (sum of all dice, or of the kept highest).
 * @example poolDistribution({ count: 2, sides: 6 }).probability(2).toString() // "1/36"
 */
export function poolDistribution(pool: DicePool): Distribution<number> {
  return pool.keep === undefined || pool.keep === pool.count
    ? sumDice(pool.count, pool.sides)
    : keepHighest(pool.count, pool.sides, pool.keep);
}

/** When a reroll may be taken: always, or only when the first result fails the goal's test. */
export interface RerollRule {
  /** Whether a reroll is allowed after this first result. */
  readonly allowed: (result: number) => boolean;
  /** The roller's utility for a final result; the policy maximises its expectation. */
  readonly value: (result: number) => Rational;
  /** When true, an allowed reroll is always taken (the best one), even if keeping is as good. */
  readonly forced?: boolean;
}

/**
 * Which first results an optimal whole reroll rerolls: those where it is allowed and a fresh roll's
 * expected value beats keeping (ties keep), or every allowed one when the rule is forced.
 * O(size) exact rationals.
 * @example wholeRerollPolicy(sumDice(1, 6), { allowed: () => true, value: (r) => Rational.of(r) }) // [1, 2, 3]
 */
export function wholeRerollPolicy(roll: Distribution<number>, rule: RerollRule): number[] {
  const fresh = roll.expectation(rule.value);
  return roll.outcomes.filter((result) => rule.allowed(result) && (rule.forced === true || rule.value(result).compare(fresh) < 0));
}

/**
 * A whole pool rolled once more at the roller's choice ({@link wholeRerollPolicy}), keeping the second
 * result. O(size) exact rationals.
 * @example rerollWhole(sumDice(1, 6), { allowed: (r) => r < 4, value: (r) => Rational.of(r >= 4 ? 1 : 0) }).probabilityAtLeast(4).toString() // "3/4"
 */
export function rerollWhole(roll: Distribution<number>, rule: RerollRule): Distribution<number> {
  const rerolled = new Set(wholeRerollPolicy(roll, rule));
  if (rerolled.size === 0) return roll;
  const parts: Array<readonly [Distribution<number>, Rational]> = [[roll, roll.probabilityWhere((result) => rerolled.has(result))]];
  if (rerolled.size < roll.size) parts.push([roll.where((result) => !rerolled.has(result)), roll.probabilityWhere((result) => !rerolled.has(result))]);
  return Distribution.mixture(parts);
}

/** The optimal one-die reroll decision for one unordered roll. */
export interface OneDieDecision {
  /** The roll, faces highest first, and how many ordered rolls it stands for. */
  readonly roll: PoolRoll;
  readonly result: number;
  /** The face of the die rerolled; absent when the roll is kept. */
  readonly rerolledFace?: number;
  /** The results after the reroll, one per new face (only when rerolled). */
  readonly rerolledResults?: readonly number[];
}

/**
 * The optimal one-die reroll policy: for each unordered roll, after seeing the dice the roller may
 * reroll exactly one die once (when the rule allows it for the first result), choosing the die — or
 * none — that maximises the expected value. Between dice of equal expected value the one with the
 * higher expected result wins, then the lower die; a reroll no better than keeping is not taken unless
 * the rule is forced. O(C(count + sides − 1, count) × count × sides).
 * @example oneDieRerollPolicy({ count: 2, sides: 2 }, { allowed: () => true, value: (r) => Rational.of(r) }).map((d) => d.rerolledFace ?? 0) // [0, 1, 1]
 */
export function oneDieRerollPolicy(pool: DicePool, rule: RerollRule): OneDieDecision[] {
  const decisions: OneDieDecision[] = [];
  const sides = Rational.of(pool.sides);
  for (const roll of poolRolls(pool.count, pool.sides)) {
    const result = poolResult(pool, roll.faces);
    let best: { value: Rational; resultSum: number; face: number; results: number[] } | undefined;
    if (rule.allowed(result)) {
      // Faces are highest first; walking them lowest first lets a full tie keep the lower die.
      for (let i = roll.faces.length - 1; i >= 0; i--) {
        const face = itemAt(roll.faces, i);
        if (face === roll.faces[i + 1]) continue; // equal dice: same choice
        const results: number[] = [];
        let value = Rational.ZERO;
        let resultSum = 0;
        for (let newFace = 1; newFace <= pool.sides; newFace++) {
          const faces = [...roll.faces];
          faces[i] = newFace;
          faces.sort((a, b) => b - a);
          const rerolled = poolResult(pool, faces);
          results.push(rerolled);
          resultSum += rerolled;
          value = value.add(rule.value(rerolled));
        }
        value = value.divide(sides);
        const order = best === undefined ? 1 : value.compare(best.value);
        if (best === undefined || order > 0 || (order === 0 && resultSum > best.resultSum)) best = { value, resultSum, face, results };
      }
    }
    decisions.push(
      best !== undefined && (rule.forced === true || best.value.compare(rule.value(result)) > 0)
        ? { roll, result, rerolledFace: best.face, rerolledResults: best.results }
        : { roll, result },
    );
  }
  return decisions;
}

/**
 * The result of a pool played with the optimal one-die reroll ({@link oneDieRerollPolicy}).
 * @example rerollOneDie({ count: 1, sides: 6 }, { allowed: () => true, value: (r) => Rational.of(r) }).mean().toString() // "17/4"
 */
export function rerollOneDie(pool: DicePool, rule: RerollRule): Distribution<number> {
  const pairs: Array<readonly [number, bigint]> = [];
  const sides = BigInt(pool.sides);
  for (const decision of oneDieRerollPolicy(pool, rule)) {
    if (decision.rerolledResults === undefined) pairs.push([decision.result, decision.roll.weight * sides]);
    else for (const rerolled of decision.rerolledResults) pairs.push([rerolled, decision.roll.weight]);
  }
  return Distribution.fromWeights(pairs);
}
