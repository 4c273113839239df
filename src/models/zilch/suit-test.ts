/**
 * The Suit test (docs/rules.md 2.2), roll under: the four degrees of one roll (docs/rules.md 2.1) against a
 * target (target.ts), solved exactly.
 */
import { Rational } from "../../core/exact/rational.js";
import { ZILCH_DIE } from "./die.js";
import { rollWeights } from "./roll.js";
import { checkFlag, checkTarget } from "./setup-checks.js";
import { targetOf } from "./target.js";

/** The four degrees of a Suit test, best first; docs/rules.md 2.2's JSON outcome names. */
export const DEGREES = ["critical-success", "success", "failure", "critical-failure"] as const;
export type Degree = (typeof DEGREES)[number];

/**
 * The degree of a roll against target t (docs/rules.md 2.2), a named degree of DEGREES: critical success for
 * roll ≤ t − 5, success for ≤ t, failure for ≤ t + 5, critical failure above. O(1).
 * @example degreeOf(7, 6) // "failure"
 */
export function degreeOf(roll: number, target: number): Degree {
  return roll <= target - 5 ? "critical-success" : roll <= target ? "success" : roll <= target + 5 ? "failure" : "critical-failure";
}

/**
 * Whether a roll succeeds against target t (docs/rules.md 2.2: a success or critical success). O(1).
 * @example succeeds(6, 6) // true
 */
export function succeeds(roll: number, target: number): boolean {
  return roll <= target;
}

/** The exact answer to one Suit test. */
export interface TestSolution {
  readonly target: number;
  /** P(degree) for each degree of DEGREES, in that order (impossible degrees included, at 0). */
  readonly degrees: ReadonlyArray<{ readonly degree: Degree; readonly probability: Rational }>;
  /** P(success or critical success). */
  readonly pSuccess: Rational;
}

/**
 * The degree weights of a Suit test against target t over the roll's common total (docs/rules.md 2.2):
 * critical success roll ≤ t − 5, success ≤ t, failure ≤ t + 5, critical failure above; the roll of `die`
 * (docs/rules.md 2.1, default d12!d8; models/zilch/die.ts). O(t).
 * @throws {OddsmithError} when target is not an integer from -3 to 26 (TARGET_RANGE), explodeChain is not a boolean or die is not a die (checkDie).
 * @example testWeights(6, false) // { weights: [8n, 40n, 40n, 8n], total: 96n }
 * @example testWeights(6, false, "d4!d3") // { weights: [3n, 8n, 1n, 0n], total: 12n }
 * @example (() => { try { return testWeights(30, false); } catch (e) { return e.message; } })() // "target: expected an integer from -3 to 26, received 30"
 */
export function testWeights(target: number, explodeChain: boolean, die: string = ZILCH_DIE): { weights: [bigint, bigint, bigint, bigint]; total: bigint } {
  checkTarget("target", target);
  checkFlag("explodeChain", explodeChain);
  const { weights, total } = rollWeights(target + 5, explodeChain, die);
  const degrees: Record<Degree, bigint> = { "critical-success": 0n, success: 0n, failure: 0n, "critical-failure": 0n };
  let below = 0n;
  weights.forEach((weight, v) => {
    if (v < 1 || v > target + 5) return;
    degrees[degreeOf(v, target)] += weight;
    below += weight;
  });
  // Every roll above t + 5 (including a chained die's tail) is a critical failure.
  degrees["critical-failure"] += total - below;
  return { weights: [degrees["critical-success"], degrees.success, degrees.failure, degrees["critical-failure"]], total };
}

/**
 * Solves a Suit test exactly (docs/rules.md 2.1–2.2, default: the d12!d8 whose d8 does not explode;
 * `explodeChain` solves the unlimited chain exactly; `die` is the designer's own die). O(target).
 * @throws {OddsmithError} as {@link testWeights}: a target outside -3..26, an explodeChain that is not a boolean, a die that is not a die.
 * @example solveTest(6, false).pSuccess.toString() // "1/2"
 * @example solveTest(6, false, "d10!d6").pSuccess.toString() // "3/5"
 * @example (() => { try { return solveTest(undefined, false); } catch (e) { return e.message; } })() // "target: expected an integer from -3 to 26, received undefined"
 */
export function solveTest(target: number, explodeChain: boolean, die: string = ZILCH_DIE): TestSolution {
  const { weights, total } = testWeights(target, explodeChain, die);
  const [criticalSuccess, success, failure, criticalFailure] = weights;
  const byDegree: Record<Degree, bigint> = { "critical-success": criticalSuccess, success, failure, "critical-failure": criticalFailure };
  const degrees = DEGREES.map((degree) => ({ degree, probability: Rational.of(byDegree[degree], total) }));
  return { target, degrees, pSuccess: Rational.of(criticalSuccess + success, total) };
}

/**
 * P(a Skill's +5 moves a Suit test's result exactly one degree up) for a Suit value with no other
 * modifier (docs/rules.md 2.2): the weight of rolls whose degree against Suit + 5 is one better than against
 * the Suit. O(Suit).
 * @throws {OddsmithError} when suit is not an integer from 2 to 14.
 * @example skillRaisesOneDegree(6).toString() // "7/8"
 */
export function skillRaisesOneDegree(suit: number): Rational {
  const plain = targetOf({ suit, skill: false, modifier: 0, boon: false });
  const skilled = targetOf({ suit, skill: true, modifier: 0, boon: false });
  // Rolls above skilled + 5 are critical failures either way: no degree gained.
  const { weights, total } = rollWeights(skilled + 5, false);
  let raised = 0n;
  const rank = (roll: number, target: number): number => DEGREES.indexOf(degreeOf(roll, target));
  for (const [roll, weight] of weights.entries()) {
    if (roll >= 1 && rank(roll, plain) - rank(roll, skilled) === 1) raised += weight;
  }
  return Rational.of(raised, total);
}
