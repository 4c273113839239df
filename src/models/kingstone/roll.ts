/**
 * The roll of a Kingstone check (docs/rules.md 1.3, dice variants): the dice (2d6 by default, any dice
 * notation), the rerolls the upgrade table grants and the goal an optimal reroll serves; the DCs a check
 * can take (1.1).
 */
import type { DicePool, RerollRule } from "../../core/dice/dice.js";
import { oneDieRerollPolicy, rerollOneDie, rerollWhole, wholeRerollPolicy } from "../../core/dice/dice.js";
import { diceBounds } from "../../core/dice/dice-cost.js";
import type { DiceExpression, DiceNode } from "../../core/dice/expression.js";
import { orderedRollCount } from "../../core/dice/ordered-rolls.js";
import { parseDice } from "../../core/dice/parse-dice.js";
import { solveDice } from "../../core/dice/solve-dice.js";
import type { Distribution } from "../../core/distribution.js";
import { OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { degreeOf, LADDERS, signedEffect, type Ladder } from "./ladder.js";
import { anInteger, setupObject } from "./setup-checks.js";

/**
 * The dice RULES.md 1.3 names, in display order: 2d6, Strength V's 3d6 (or 3d6kh2) and Ready VI's 2d8. Any
 * dice expression with a numeric result is allowed besides (docs/dice.md: `4d6kh3`, `2d6+1d4`, `4dF`, `2d6!`); these are its aliases.
 */
export const DICE = ["2d6", "3d6", "3d6kh2", "2d8"] as const;
/** The dice of a check as a dice expression ({@link DICE} or any other, e.g. `2d10`, `4d6kh3`, `2d6+1`, `5d10>=8`). */
export type Dice = string;

/** The most ordered rolls (sides^count) a one-die reroll's pool may have: its policy weighs every die of every unordered roll (2d100 takes about 0.4 s a check). */
export const REROLL_POOL_LIMIT = 10_000;

/** Each dice option as a pool: 3d6 sums all three (Strength V, default), 3d6kh2 keeps the two highest. */
export const DICE_POOLS: Readonly<Record<(typeof DICE)[number], DicePool>> = {
  "2d6": { count: 2, sides: 6 },
  "3d6": { count: 3, sides: 6 },
  "3d6kh2": { count: 3, sides: 6, keep: 2 },
  "2d8": { count: 2, sides: 8 },
};

/** The reroll rules of docs/rules.md 1.3. */
export const REROLLS = ["none", "one-die", "whole-if-failed", "one-die-if-failed"] as const;
export type Reroll = (typeof REROLLS)[number];

/** What an optimal reroll maximises: P(success) or the expected signed effect (docs/rules.md 1.3). */
export const GOALS = ["success", "effect"] as const;
export type Goal = (typeof GOALS)[number];

/** The DCs and ACs oddsmith allows (the CLI's --dc and --ac); a DC pick chooses within them. */
export const DC_RANGE = { min: 1, max: 40 } as const;

/** The bonuses the analyses and the chains take (docs/rules.md 1.1: skill + attribute + modifiers), stated once. */
export const BONUS_RANGE = { min: -10, max: 20 } as const;

/** Everything that decides the distribution of a check's dice result. */
export interface RollSetup {
  readonly dice: Dice;
  readonly reroll: Reroll;
  readonly goal: Goal;
  readonly ladder: Ladder;
  readonly bonus: number;
  readonly dc: number;
}

/** A roll setup without the cell's bonus and DC: what a grid of checks shares. */
export type DiceSetup = Omit<RollSetup, "bonus" | "dc">;

/**
 * Checks the dice, reroll, goal and ladder of a setup (docs/rules.md 1.2–1.3) once, at a solver's entry. O(1).
 * @throws {OddsmithError} naming the first field that is not one of its allowed values.
 * @example checkDiceSetup({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).ladder // "paired"
 */
export function checkDiceSetup<S extends DiceSetup>(setup: S): S {
  const fields = setupObject("setup", setup);
  const dice = checkRollDice(fields.dice);
  oneOf("reroll", REROLLS, fields.reroll);
  oneOf("goal", GOALS, fields.goal);
  oneOf("ladder", LADDERS, fields.ladder);
  if (fields.reroll === "one-die" || fields.reroll === "one-die-if-failed") rerollPool(dice, fields.reroll);
  return setup;
}

/**
 * A check's dice read by the dice engine (docs/dice.md): the expression, its canonical text, the whole
 * numbers added at its top (`constant`, which a one-die reroll's rule counts with the bonus), and the one
 * pool a one-die reroll may reroll from, or the construct that keeps it from one.
 */
export interface CheckDiceRoll {
  readonly text: string;
  readonly expression: DiceExpression;
  readonly constant: number;
  /** What samplers' tables subtract from a result so it indexes from 0: the constant, lowered to the least result when that is below it. */
  readonly offset: number;
  /** The least and greatest result (constant included). */
  readonly bounds: readonly [number, number];
  /** The pool of a one-die reroll, or why there is none (the construct a one-die reroll cannot take). */
  readonly pool: DicePool | { readonly problem: string };
}

/** What `--dice` takes, in words: the `allowed` of a message about a `vs`. */
export const CHECK_DICE_ALLOWED = "a dice expression with a numeric result (docs/dice.md; a check reads one total, so not A vs B)";

/**
 * A dice text's canonical form: lower case, no spaces around operators or at its ends ("2D6 + 1" →
 * "2d6+1"), spaces between other tokens kept so nothing is joined. O(length).
 * @example canonicalDiceText(" 4D6kh3 + 2 ") // "4d6kh3+2"
 */
export function canonicalDiceText(text: string): string {
  return text.trim().toLowerCase().replace(/\s*([-+*(),])\s*/g, "$1");
}

/** The whole numbers added or subtracted at the top of an expression (2d6+1−2 → −1). O(terms). */
function topConstant(expression: DiceExpression): number {
  if (expression.kind === "number") return expression.value;
  if (expression.kind !== "binary" || expression.op === "*") return 0;
  const right = topConstant(expression.right);
  return topConstant(expression.left) + (expression.op === "+" ? right : -right);
}

/** The dice nodes at the top of an expression's sum (what a one-die reroll could reroll from), or undefined when dice sit under −, ×, a function or a negation. */
function topPools(expression: DiceExpression): DiceNode[] | undefined {
  if (expression.kind === "number") return [];
  if (expression.kind === "dice") return [expression];
  if (expression.kind !== "binary" || expression.op === "*") return undefined;
  const left = topPools(expression.left);
  const right = topPools(expression.right);
  if (left === undefined || right === undefined) return undefined;
  // Subtracted dice count against the total: no one-die reroll reads them as its pool.
  if (expression.op === "-" && right.length > 0) return undefined;
  return [...left, ...right];
}

/** The construct of a pool that a one-die reroll cannot take, or undefined for NdX / NdXkhK. */
function poolConstruct(node: DiceNode): string | undefined {
  if (node.explode !== undefined) return "an explosion (!)";
  if (node.reroll !== undefined) return "a reroll of faces (r, ro)";
  if (node.successes !== undefined) return "a success count (>=, f)";
  if (node.faces.some((face, i) => face !== i + 1)) return "custom faces (dF, d{…})";
  if (node.keeps.length > 1 || (node.keeps.length === 1 && node.keeps[0]?.which !== "kh")) return "a keep other than the highest (kl, km, dh, dl)";
  return undefined;
}

/** The one-die reroll's pool of an expression (RULES.md 1.3: "reroll one of the dice"), or the problem in words. O(nodes). */
function rerollablePool(expression: DiceExpression, text: string): CheckDiceRoll["pool"] {
  const pools = topPools(expression);
  const node = pools?.length === 1 ? pools[0] : undefined;
  if (node === undefined) return { problem: `dice ${text} is not one pool NdX or NdXkhK` };
  const construct = poolConstruct(node);
  if (construct !== undefined) return { problem: construct.startsWith("a keep") ? `dice ${text} is not one pool NdX or NdXkhK` : `dice ${text} is not one pool NdX or NdXkhK: a one-die reroll cannot take ${construct}` };
  const rolls = orderedRollCount(expression);
  if (rolls > REROLL_POOL_LIMIT) return { problem: `dice ${text} has ${rolls.toLocaleString("en-US")} ordered rolls` };
  const keep = node.keeps[0]?.count;
  return keep === undefined || keep >= node.count ? { count: node.count, sides: node.faces.length } : { count: node.count, sides: node.faces.length, keep };
}

const checkDiceRolls = new Map<string, CheckDiceRoll>();

/**
 * A check's dice read by the dice engine (docs/dice.md, RULES.md 1.3), cached by text: any expression with
 * a numeric result. O(length) the first time.
 * @throws {OddsmithError} naming `dice`, the position and what was expected there, or that a `vs` has no total.
 * @example checkRollDice("3d6kh2+1").constant // 1
 * @example checkRollDice("4dF").bounds // [-4, 4]
 */
export function checkRollDice(dice: unknown): CheckDiceRoll {
  if (typeof dice === "string") {
    const known = checkDiceRolls.get(dice);
    if (known !== undefined) return known;
  }
  const roll = parseDice("dice", dice);
  if (roll.opposed !== undefined) throw new OddsmithError("dice", CHECK_DICE_ALLOWED, dice);
  const text = canonicalDiceText(roll.text);
  const expression = roll.expression;
  const constant = topConstant(expression);
  const bounds = diceBounds(expression);
  const read: CheckDiceRoll = { text, expression, constant, offset: Math.min(constant, bounds[0]), bounds, pool: rerollablePool(expression, text) };
  if (checkDiceRolls.size >= 256) checkDiceRolls.clear();
  checkDiceRolls.set(text, read);
  if (typeof dice === "string") checkDiceRolls.set(dice, read);
  return read;
}

/**
 * The one pool a one-die reroll rerolls from (docs/rules.md 1.3: "reroll one of the dice"): the dice must be
 * one pool NdX or NdXkhK, plus any whole numbers, of at most REROLL_POOL_LIMIT ordered rolls. A whole reroll
 * (`whole-if-failed`) takes any expression. O(1).
 * @throws {OddsmithError} naming `reroll` and the construct a one-die reroll cannot take: several pools, subtracted or multiplied dice, keep lowest or middle, an explosion, a reroll of faces, a success count, custom faces, or too many rolls.
 * @example rerollPool(checkRollDice("3d6kh2+1"), "one-die") // { count: 3, sides: 6, keep: 2 }
 */
export function rerollPool(dice: CheckDiceRoll, reroll: string): DicePool {
  if ("problem" in dice.pool) throw new OddsmithError("reroll", `none or whole-if-failed when the dice are not one pool NdX or NdXkhK of at most ${REROLL_POOL_LIMIT.toLocaleString("en-US")} ordered rolls (${dice.pool.problem})`, reroll);
  return dice.pool;
}

/**
 * Checks every field of a check's setup (docs/rules.md 1.1–1.3) once, at a solver's or sampler's entry: the
 * dice, reroll, goal and ladder, and an integer bonus and DC (any integer reads on the ladder). O(1).
 * @throws {OddsmithError} naming the first bad field, its allowed values and the value received.
 * @example checkRollSetup({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 }).dc // 10
 */
export function checkRollSetup(setup: RollSetup): RollSetup {
  checkDiceSetup(setup);
  anInteger("bonus", setup.bonus);
  anInteger("dc", setup.dc);
  return setup;
}

const plainRolls = new Map<string, Distribution<number>>();

/**
 * The reroll rule of a setup (docs/rules.md 1.3): when a reroll may be taken and what the roller values.
 * Under goal=success the `-if-failed` rules reroll every failure, as docs/rules.md words them ("on a failure
 * reroll the die whose reroll maximises P(success)"); under goal=effect the roller rerolls only when that
 * raises the expected effect. Shared by the exact solver and the sampler, so both follow one policy. O(1).
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}).
 * @example rerollRule({ dice: "2d6", reroll: "one-die-if-failed", goal: "success", ladder: "paired", bonus: 0, dc: 7 }).allowed(6) // true
 */
export function rerollRule(setup: RollSetup): RerollRule {
  checkRollSetup(setup);
  // A one-die rule reads the pool's result, so the expression's constant counts with the bonus; a whole
  // reroll reads the whole roll's result, constant included.
  const bonus = setup.bonus + (setup.reroll === "whole-if-failed" ? 0 : checkRollDice(setup.dice).constant);
  const failed = (result: number) => result + bonus < setup.dc;
  return {
    allowed: setup.reroll === "one-die" ? () => true : failed,
    forced: setup.reroll !== "one-die" && setup.goal === "success",
    value:
      setup.goal === "success"
        ? (result) => (failed(result) ? Rational.ZERO : Rational.ONE)
        : (result) => Rational.of(signedEffect(degreeOf(result + bonus - setup.dc, setup.ladder))),
  };
}

function plainRoll(dice: Dice): Distribution<number> {
  const read = checkRollDice(dice);
  let plain = plainRolls.get(read.text);
  if (plain === undefined) {
    plain = solveDice(read.expression).distribution;
    if (plainRolls.size >= 256) plainRolls.clear();
    plainRolls.set(read.text, plain);
  }
  return plain;
}

/**
 * The distribution of the dice result (before the bonus) of a Kingstone check, with rerolls taken by
 * the optimal policy for the goal (docs/rules.md 1.3): `one-die` may reroll any one die after any roll,
 * `whole-if-failed` may reroll the whole roll after a failure, `one-die-if-failed` one die after a
 * failure; the roller rerolls only when that raises the expected goal value. Without rerolls the
 * result does not depend on bonus or DC and is cached. Cost: O(pool rolls × count × sides) with a
 * one-die reroll, O(sides × count) otherwise.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}).
 * @example solveRoll({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 }).probabilityAtLeast(7).toString() // "7/12"
 */
export function solveRoll(setup: RollSetup): Distribution<number> {
  checkRollSetup(setup);
  switch (setup.reroll) {
    case "none":
      return plainRoll(setup.dice);
    case "one-die":
    case "one-die-if-failed": {
      const dice = checkRollDice(setup.dice);
      return rerollOneDie(rerollPool(dice, setup.reroll), rerollRule(setup)).shift(dice.constant);
    }
    case "whole-if-failed":
      return rerollWhole(plainRoll(setup.dice), rerollRule(setup));
  }
}

/** One roll on which the optimal policy rerolls, as a player at the table would read it. */
export interface RerollAdvice {
  /** The dice showing ("6-2"), or the dice total for a whole reroll. */
  readonly roll: string;
  /** The check total before the reroll (dice + bonus). */
  readonly total: number;
  /** "reroll a 2", or "reroll all". */
  readonly action: string;
}

/**
 * The rolls on which the optimal policy of {@link solveRoll} rerolls, and what it rerolls — the same
 * decisions that produce the distribution. Empty for `reroll=none`. Cost: that of {@link solveRoll}.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}).
 * @example rerollAdvice({ dice: "2d6", reroll: "one-die", goal: "success", ladder: "paired", bonus: 0, dc: 12 }).map((a) => a.roll).join(" ") // "6-5 6-4 6-3 6-2 6-1"
 */
export function rerollAdvice(setup: RollSetup): RerollAdvice[] {
  checkRollSetup(setup);
  switch (setup.reroll) {
    case "none":
      return [];
    case "one-die":
    case "one-die-if-failed": {
      const dice = checkRollDice(setup.dice);
      return oneDieRerollPolicy(rerollPool(dice, setup.reroll), rerollRule(setup)).flatMap((decision) =>
        decision.rerolledFace === undefined
          ? []
          : [{ roll: decision.roll.faces.join("-"), total: decision.result + dice.constant + setup.bonus, action: `reroll a ${decision.rerolledFace}` }],
      );
    }
    case "whole-if-failed":
      return wholeRerollPolicy(plainRoll(setup.dice), rerollRule(setup)).map((result) => ({
        roll: `dice total ${result}`,
        total: result + setup.bonus,
        action: "reroll all",
      }));
  }
}

/**
 * The lowest and highest dice result, its constant included, read from the expression before any solve
 * (core/dice/dice-cost.ts diceBounds). O(nodes).
 * @throws {OddsmithError} when the dice are not a dice expression with a numeric result.
 * @example diceResultRange("3d6kh2+1") // { lowest: 3, highest: 13 }
 */
export function diceResultRange(dice: string): { lowest: number; highest: number } {
  const [lowest, highest] = checkRollDice(dice).bounds;
  return { lowest, highest };
}

/**
 * The DCs a pick chooses from (docs/rules.md 1.1): from the lowest total (P = 1) to one above the highest
 * (P = 0), within 1..40, so every candidate has its own probability. O(terms + DCs).
 * @throws {OddsmithError} when the bonus is not an integer or a field of the setup is not allowed ({@link checkDiceSetup}).
 * @example pickDcCandidates(0, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).join(",") // "2,3,4,5,6,7,8,9,10,11,12,13"
 */
export function pickDcCandidates(bonus: number, setup: DiceSetup): number[] {
  anInteger("bonus", bonus);
  checkDiceSetup(setup);
  // The ends of the plain roll's results, read from the expression, so a cost can count them before any solve.
  const range = diceResultRange(setup.dice);
  const lowest = Math.max(DC_RANGE.min, range.lowest + bonus);
  const highest = Math.min(DC_RANGE.max, range.highest + bonus + 1);
  const dcs: number[] = [];
  for (let dc = Math.min(lowest, highest); dc <= highest; dc++) dcs.push(dc);
  return dcs;
}
