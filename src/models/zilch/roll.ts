/**
 * The zilch / agony roll and Suit test (docs/rules.md 2.1–2.2): 1d12, and on a 12 add 1d8 (12 itself never
 * stands); lower is better. Targets are the Suit value plus Skill, GM modifier and Boon.
 */
import { drawTable } from "../../core/draw-table.js";
import { integerIn, OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/rational.js";

/** The four degrees of a Suit test, best first; docs/rules.md 2.2's JSON outcome names. */
export const DEGREES = ["critical-success", "success", "failure", "critical-failure"] as const;
export type Degree = (typeof DEGREES)[number];

/** The lowest and highest targets the rules allow: Suit 2 at −5 (very hard) up to an Ace + Skill + trivial + Boon. */
export const TARGET_RANGE = { min: -3, max: 26 } as const;

/** The Suit values the rules know: 2..10, J = 11, Q = 12, K = 13, A = 14 (docs/rules.md 2.2). */
export const SUIT_RANGE = { min: 2, max: 14 } as const;

/**
 * The largest roll value (in size) the roll functions answer for; every rule asks about 31 at most
 * (target 26 + 5), and beyond this the chained d8's weights (8^(value/8)) only grow.
 */
export const ROLL_VALUE_LIMIT = 1000;

/** Refuses a roll value or an explodeChain reading the roll functions cannot answer for. O(1). */
function checkRollQuery(field: string, value: unknown, explodeChain: unknown): void {
  integerIn(field, -ROLL_VALUE_LIMIT, ROLL_VALUE_LIMIT, value);
  if (typeof explodeChain !== "boolean") throw new OddsmithError("explodeChain", "true or false", explodeChain);
}

/**
 * Exact roll weights up to `maxValue` over a common total: P(roll = v) = weights[v] / total for every
 * v ≤ maxValue (docs/rules.md 2.1). With `explodeChain` an 8 on a d8 adds another d8 without limit; the
 * infinite chain is exact because only values up to maxValue are asked for: the d8 levels that can
 * reach them are resolved (12 + 8j + r with r in 1..7 has weight 8^(levels − 1 − j), total 12·8^levels)
 * and everything above maxValue is the remainder total − Σ weights. O(maxValue).
 * @throws {OddsmithError} when maxValue is not an integer within ±ROLL_VALUE_LIMIT or explodeChain is not a boolean.
 * @example rollWeights(20, false).total // 96n
 * @example rollWeights(27, true).weights[21] // 1n
 * @example (() => { try { return rollWeights(6.5, false); } catch (e) { return e.message; } })() // "maxValue: expected an integer from -1000 to 1000, received 6.5"
 */
export function rollWeights(maxValue: number, explodeChain: boolean): { weights: bigint[]; total: bigint } {
  checkRollQuery("maxValue", maxValue, explodeChain);
  const top = Math.max(0, maxValue);
  const weights: bigint[] = new Array<bigint>(top + 1).fill(0n);
  const levels = explodeChain ? Math.max(1, Math.ceil((top - 11) / 8)) : 1;
  const base = 8n ** BigInt(levels - 1);
  const total = 12n * 8n * base;
  for (let v = 1; v <= Math.min(11, top); v++) weights[v] = 8n * base;
  if (!explodeChain) {
    for (let v = 13; v <= Math.min(20, top); v++) weights[v] = 1n;
    return { weights, total };
  }
  for (let j = 0; j < levels; j++) {
    for (let r = 1; r <= 7; r++) {
      const v = 12 + 8 * j + r;
      if (v <= top) weights[v] = 8n ** BigInt(levels - 1 - j);
    }
  }
  return { weights, total };
}

/**
 * P(roll ≤ value), exactly (docs/rules.md 2.1). O(value).
 * @throws {OddsmithError} when value is not an integer within ±ROLL_VALUE_LIMIT or explodeChain is not a boolean.
 * @example rollAtMost(6, false).toString() // "1/2"
 * @example rollAtMost(13, true).toString() // "89/96"
 * @example (() => { try { return rollAtMost(6, "yes"); } catch (e) { return e.message; } })() // 'explodeChain: expected true or false, received "yes"'
 */
export function rollAtMost(value: number, explodeChain: boolean): Rational {
  checkRollQuery("value", value, explodeChain);
  const { weights, total } = rollWeights(value, explodeChain);
  let sum = 0n;
  for (let v = 1; v <= value; v++) sum += weights[v]!;
  return Rational.of(sum, total);
}

/**
 * The roll as a draw table for samplers (docs/rules.md 2.1), built from {@link rollWeights}, the rule the
 * exact solvers use: entry u of `values` is the roll a uniform u in 0..total − 1 shows, every roll above
 * `maxValue` (only reachable with a chained d8) stands as `maxValue + 1`, as no test or contest asked
 * about `maxValue` tells those apart. Without the chain the 96 entries are the 96 equally likely
 * (d12, d8) pairs; with it, total = 12·8^levels ≤ 6,144 for every target the rules allow. O(total).
 * @throws {OddsmithError} when maxValue is not an integer within ±ROLL_VALUE_LIMIT or explodeChain is not a boolean.
 * @example rollTable(20, false).values.length // 96
 * @example rollTable(6, false).values[95] // 7
 */
export function rollTable(maxValue: number, explodeChain: boolean): { values: Int32Array } {
  checkRollQuery("maxValue", maxValue, explodeChain);
  const top = Math.max(0, maxValue);
  const { weights, total } = rollWeights(top, explodeChain);
  let below = 0n;
  for (const weight of weights) below += weight;
  // The last index stands for every roll above top.
  return { values: drawTable([...weights, total - below]) };
}

/**
 * The degree of a roll against target t (docs/rules.md 2.2), as an index into DEGREES: critical success for
 * roll ≤ t − 5, success for ≤ t, failure for ≤ t + 5, critical failure above. O(1).
 * @example DEGREES[degreeOf(7, 6)] // "failure"
 */
export function degreeOf(roll: number, target: number): number {
  return roll <= target - 5 ? 0 : roll <= target ? 1 : roll <= target + 5 ? 2 : 3;
}

/**
 * Whether a roll succeeds against target t (docs/rules.md 2.2: a success or critical success). O(1).
 * @example succeeds(6, 6) // true
 */
export function succeeds(roll: number, target: number): boolean {
  return degreeOf(roll, target) <= 1;
}

/** The parts of a target that docs/rules.md 2.2 names. */
export interface TargetParts {
  /** The Suit value, 2..14 (J = 11, Q = 12, K = 13, A = 14). */
  readonly suit: number;
  /** A relevant Skill: +5, only once. */
  readonly skill: boolean;
  /** The GM's modifier: −5 very hard, −2 hard, +2 easy, +5 trivial (other values in between allowed). */
  readonly modifier: number;
  /** A Boon spent: +2, at most one per action. */
  readonly boon: boolean;
}

/** The GM modifiers docs/rules.md 2.2 names run from −5 (very hard) to +5 (trivial). */
export const MODIFIER_RANGE = { min: -5, max: 5 } as const;

/**
 * The target of a Suit test (docs/rules.md 2.2): Suit + 5 for a Skill + modifier + 2 for a Boon. O(1).
 * @throws {OddsmithError} when a part is missing or out of the rules' range (Suit 2..14, modifier −5..5, skill and boon booleans).
 * @example targetOf({ suit: 14, skill: true, modifier: 5, boon: true }) // 26
 * @example (() => { try { return targetOf({ suit: 15, skill: false, modifier: 0, boon: false }); } catch (e) { return e.message; } })() // "suit: expected an integer from 2 to 14, received 15"
 */
export function targetOf(parts: TargetParts): number {
  if (typeof parts !== "object" || parts === null) throw new OddsmithError("parts", "the parts of a target { suit, skill, modifier, boon }", parts);
  integerIn("suit", SUIT_RANGE.min, SUIT_RANGE.max, parts.suit);
  integerIn("modifier", MODIFIER_RANGE.min, MODIFIER_RANGE.max, parts.modifier);
  for (const flag of ["skill", "boon"] as const) if (typeof parts[flag] !== "boolean") throw new OddsmithError(flag, "true or false", parts[flag]);
  return parts.suit + (parts.skill ? 5 : 0) + parts.modifier + (parts.boon ? 2 : 0);
}

const FACE_VALUES: Readonly<Record<string, number>> = { J: 11, Q: 12, K: 13, A: 14 };

/**
 * A Suit value written as 2..14 or as a card rank (2..10, J, Q, K, A; case-insensitive), or undefined
 * (docs/rules.md 2.2: J = 11, Q = 12, K = 13, A = 14). O(1).
 * @example parseSuitValue("Q") // 12
 * @example parseSuitValue("15") // undefined
 */
export function parseSuitValue(text: string): number | undefined {
  const word = text.trim().toUpperCase();
  if (/^\d+$/.test(word)) {
    const value = Number(word);
    return value >= SUIT_RANGE.min && value <= SUIT_RANGE.max ? value : undefined;
  }
  return FACE_VALUES[word];
}
