/**
 * The zilch / agony roll (docs/rules.md 2.1): 1d12, and on a 12 add 1d8 (12 itself never
 * stands), or the designer's own die (models/zilch/die.ts: `d10!d6`, `d12!d8!d6`); lower is better.
 */
import { itemAt } from "../../core/checked-index.js";
import { die as fairDie, explode } from "../../core/dice/dice.js";
import type { Distribution } from "../../core/distribution.js";
import { drawTable } from "../../core/draw-table.js";
import { integerIn, OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { checkDie, ZILCH_DIE, type ZilchDie } from "./die.js";

/**
 * The largest roll value (in size) the roll functions answer for; every rule asks about 31 at most
 * (target 26 + 5), and beyond this a chained die's weights (faces^levels) only grow.
 */
export const ROLL_VALUE_LIMIT = 1000;

/** Refuses a roll value, an explodeChain reading or a die the roll functions cannot answer for; the die read. O(1) once a die is read. */
function checkRollQuery(field: string, value: unknown, explodeChain: unknown, die: unknown): ZilchDie {
  integerIn(field, -ROLL_VALUE_LIMIT, ROLL_VALUE_LIMIT, value);
  if (typeof explodeChain !== "boolean") throw new OddsmithError("explodeChain", "true or false", explodeChain);
  return checkDie("die", die);
}

/**
 * How many times a die's last die is rolled at most in every roll up to `top` (1 without the chain): with
 * the chain, enough that the last level's top face (which stands there) lies above top. For d12!d8 the
 * d8 levels ⌈(top − 11) / 8⌉, the count the draw tables have always had. O(dice).
 */
function lastDieLevels(die: ZilchDie, explodeChain: boolean, top: number): number {
  // The engine's dX! (models/zilch/die.ts) is a dX whose top face chains without limit, as --explode-chain.
  const faces = itemAt(die.sides, die.sides.length - 1);
  const before = die.sides.slice(0, -1).reduce((sum, sides) => sum + sides, 0);
  return explodeChain || die.unbounded === true ? Math.max(1, Math.ceil((top - before + 1) / faces)) : 1;
}

/**
 * The roll of a die as the core's exploding dice (core/dice/dice.ts `explode`): each die's top face adds the
 * next die; the last die explodes `levels − 1` more times on its own top face (the chain cut where it no
 * longer reaches the values asked about). O(levels² × faces²) at most.
 */
function rollDistribution(die: ZilchDie, levels: number): Distribution<number> {
  // Distributions are immutable: one per die and level count serves every later call (a contest heatmap asks hundreds of times).
  const key = `${die.text}|${levels}`;
  const known = SOLVED_ROLLS.get(key);
  if (known !== undefined) return known;
  const roll = explodedRoll(die, levels);
  if (SOLVED_ROLLS.size >= 64) SOLVED_ROLLS.clear();
  SOLVED_ROLLS.set(key, roll);
  return roll;
}

/** The rolls rollDistribution has built, by die text and level count (at most 64 kept). */
const SOLVED_ROLLS = new Map<string, Distribution<number>>();

/** The exploded roll itself, built afresh (rollDistribution memoises it). O(levels² × faces²) at most. */
function explodedRoll(die: ZilchDie, levels: number): Distribution<number> {
  const faces = itemAt(die.sides, die.sides.length - 1);
  let roll = levels > 1 ? explode(fairDie(faces), faces, fairDie(faces), levels - 2) : fairDie(faces);
  for (let i = die.sides.length - 2; i >= 0; i--) roll = explode(fairDie(itemAt(die.sides, i)), itemAt(die.sides, i), roll);
  return roll;
}

/**
 * Exact roll weights up to `maxValue` over a common total: P(roll = v) = weights[v] / total for every
 * v ≤ maxValue (docs/rules.md 2.1). The die (default d12!d8, see models/zilch/die.ts) rolls through the
 * core's exploding dice, each top face adding the next die. With `explodeChain` the last die's top face
 * adds another of it without limit; the infinite chain is exact because only values up to maxValue are
 * asked for: the levels that can reach them are resolved (for d12!d8, 12 + 8j + r with r in 1..7 has
 * weight 8^(levels − 1 − j), total 12·8^levels) and everything above maxValue is the remainder
 * total − Σ weights. O(maxValue + levels² × faces²), levels ≤ 4 for every value the rules ask about.
 * @throws {OddsmithError} when maxValue is not an integer within ±ROLL_VALUE_LIMIT, explodeChain is not a boolean or die is not a die ({@link checkDie}).
 * @example rollWeights(20, false).total // 96n
 * @example rollWeights(27, true).weights[21] // 1n
 * @example rollWeights(20, false, "d10!d6").total // 60n
 * @example (() => { try { return rollWeights(6.5, false); } catch (e) { return e.message; } })() // "maxValue: expected an integer from -1000 to 1000, received 6.5"
 */
export function rollWeights(maxValue: number, explodeChain: boolean, die: string = ZILCH_DIE): { weights: bigint[]; total: bigint } {
  const read = checkRollQuery("maxValue", maxValue, explodeChain, die);
  const top = Math.max(0, maxValue);
  const levels = lastDieLevels(read, explodeChain, top);
  const roll = rollDistribution(read, levels);
  // The common total: every die before the last once, the last die once per level.
  const last = BigInt(itemAt(read.sides, read.sides.length - 1));
  const total = read.sides.slice(0, -1).reduce((product, sides) => product * BigInt(sides), last ** BigInt(levels));
  const scale = total / roll.total;
  const weights: bigint[] = new Array<bigint>(top + 1).fill(0n);
  for (let v = 1; v <= top; v++) weights[v] = roll.weightOf(v) * scale;
  return { weights, total };
}

/**
 * P(roll ≤ value), exactly (docs/rules.md 2.1), for the die given (default d12!d8). O(value).
 * @throws {OddsmithError} when value is not an integer within ±ROLL_VALUE_LIMIT, explodeChain is not a boolean or die is not a die.
 * @example rollAtMost(6, false).toString() // "1/2"
 * @example rollAtMost(13, true).toString() // "89/96"
 * @example rollAtMost(5, false, "d4!d3").toString() // "5/6"
 * @example (() => { try { return rollAtMost(6, "yes"); } catch (e) { return e.message; } })() // 'explodeChain: expected true or false, received "yes"'
 */
export function rollAtMost(value: number, explodeChain: boolean, die: string = ZILCH_DIE): Rational {
  checkRollQuery("value", value, explodeChain, die);
  const { weights, total } = rollWeights(value, explodeChain, die);
  let sum = 0n;
  for (let v = 1; v <= value; v++) sum += itemAt(weights, v);
  return Rational.of(sum, total);
}

/**
 * The roll as a draw table for samplers (docs/rules.md 2.1), built from {@link rollWeights}, the rule the
 * exact solvers use: entry u of `values` is the roll a uniform u in 0..total − 1 shows, every roll above
 * `maxValue` (only reachable past the last level, or past every die) stands as `maxValue + 1`, as no
 * test or contest asked about `maxValue` tells those apart. For d12!d8 without the chain the 96 entries
 * are the 96 equally likely (d12, d8) pairs; with it, total = 12·8^levels ≤ 6,144 for every target the
 * rules allow. Any die of DIE_LIMITS stays within 10^6 entries for every target the rules allow. O(total).
 * @throws {OddsmithError} when maxValue is not an integer within ±ROLL_VALUE_LIMIT, explodeChain is not a boolean or die is not a die.
 * @example rollTable(20, false).values.length // 96
 * @example rollTable(6, false).values[95] // 7
 * @example rollTable(6, false, "d4!d3").values.length // 12
 */
export function rollTable(maxValue: number, explodeChain: boolean, die: string = ZILCH_DIE): { values: Int32Array } {
  checkRollQuery("maxValue", maxValue, explodeChain, die);
  const top = Math.max(0, maxValue);
  const { weights, total } = rollWeights(top, explodeChain, die);
  let below = 0n;
  for (const weight of weights) below += weight;
  // The last index stands for every roll above top.
  return { values: drawTable([...weights, total - below]) };
}
