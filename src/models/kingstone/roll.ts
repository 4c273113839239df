/**
 * The roll of a Kingstone check (docs/rules.md 1.3, dice variants): the dice (2d6 by default, any dice
 * notation), the rerolls the upgrade table grants and the goal an optimal reroll serves; the DCs a check
 * can take (1.1).
 */
import type { DicePool, RerollRule } from "../../core/dice/dice.js";
import { oneDieRerollPolicy, rerollOneDie, rerollWhole, wholeRerollPolicy } from "../../core/dice/dice.js";
import { notationDistribution, orderedRollCount, parseDiceNotation, type DiceNotation } from "../../core/dice/dice-notation.js";
import type { Distribution } from "../../core/distribution.js";
import { OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { degreeOf, LADDERS, signedEffect, type Ladder } from "./ladder.js";
import { anInteger, setupObject } from "./setup-checks.js";

/**
 * The dice RULES.md 1.3 names, in display order: 2d6, Strength V's 3d6 (or 3d6kh2) and Ready VI's 2d8. Any
 * dice notation is allowed besides (core/dice/dice-notation.ts: `4d6kh3`, `2d6+1d4`, `2d10`); these are its aliases.
 */
export const DICE = ["2d6", "3d6", "3d6kh2", "2d8"] as const;
/** The dice of a check in dice notation ({@link DICE} or any other, e.g. `2d10`, `4d6kh3`, `2d6+1`). */
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
  const notation = checkDiceNotation(fields.dice);
  oneOf("reroll", REROLLS, fields.reroll);
  oneOf("goal", GOALS, fields.goal);
  oneOf("ladder", LADDERS, fields.ladder);
  if (fields.reroll === "one-die" || fields.reroll === "one-die-if-failed") rerollPool(notation, fields.reroll);
  return setup;
}

const notations = new Map<string, DiceNotation>();

/**
 * A check's dice read from notation (core/dice/dice-notation.ts), cached by text. O(length) the first time.
 * @throws {OddsmithError} naming `dice`, what the notation breaks and the value received.
 * @example checkDiceNotation("3d6kh2").terms[0].keep.count // 2
 */
export function checkDiceNotation(dice: unknown): DiceNotation {
  if (typeof dice === "string") {
    const known = notations.get(dice);
    if (known !== undefined) return known;
  }
  const notation = parseDiceNotation("dice", dice);
  notations.set(notation.text, notation);
  if (typeof dice === "string") notations.set(dice, notation);
  return notation;
}

/**
 * The one pool a one-die reroll rerolls from (docs/rules.md 1.3: "reroll one of the dice"): the dice must be
 * one term, NdX or NdXkhK, plus any constant, of at most REROLL_POOL_LIMIT ordered rolls. O(1).
 * @throws {OddsmithError} naming `reroll` when the dice are several terms, keep the lowest, or are too many.
 * @example rerollPool(checkDiceNotation("3d6kh2+1"), "one-die") // { count: 3, sides: 6, keep: 2 }
 */
export function rerollPool(notation: DiceNotation, reroll: string): DicePool {
  const term = notation.terms[0]!;
  const single = notation.terms.length === 1 && term.keep?.which !== "lowest";
  const rolls = orderedRollCount(notation);
  if (!single || rolls > REROLL_POOL_LIMIT) {
    const why = !single ? "is not one pool NdX or NdXkhK" : `has ${rolls.toLocaleString("en-US")} ordered rolls`;
    throw new OddsmithError("reroll", `none or whole-if-failed when the dice are not one pool NdX or NdXkhK of at most ${REROLL_POOL_LIMIT.toLocaleString("en-US")} ordered rolls (dice ${notation.text} ${why})`, reroll);
  }
  return term.keep === undefined || term.keep.count === term.count ? { count: term.count, sides: term.sides } : { count: term.count, sides: term.sides, keep: term.keep.count };
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
  // A one-die rule reads the pool's result, so the notation's constant counts with the bonus; a whole
  // reroll reads the whole roll's result, constant included.
  const bonus = setup.bonus + (setup.reroll === "whole-if-failed" ? 0 : checkDiceNotation(setup.dice).constant);
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
  const notation = checkDiceNotation(dice);
  let plain = plainRolls.get(notation.text);
  if (plain === undefined) {
    plain = notationDistribution(notation);
    plainRolls.set(notation.text, plain);
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
      const notation = checkDiceNotation(setup.dice);
      return rerollOneDie(rerollPool(notation, setup.reroll), rerollRule(setup)).shift(notation.constant);
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
      const notation = checkDiceNotation(setup.dice);
      return oneDieRerollPolicy(rerollPool(notation, setup.reroll), rerollRule(setup)).flatMap((decision) =>
        decision.rerolledFace === undefined
          ? []
          : [{ roll: decision.roll.faces.join("-"), total: decision.result + notation.constant + setup.bonus, action: `reroll a ${decision.rerolledFace}` }],
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
 * The lowest and highest dice result of the notation, its constant included: every kept die showing 1,
 * then every kept die showing its top face. O(terms).
 * @throws {OddsmithError} when the dice are not valid notation.
 * @example diceResultRange("3d6kh2+1") // { lowest: 3, highest: 13 }
 */
export function diceResultRange(dice: string): { lowest: number; highest: number } {
  const notation = checkDiceNotation(dice);
  const kept = notation.terms.map((term) => ({ count: term.keep?.count ?? term.count, sides: term.sides }));
  return {
    lowest: notation.constant + kept.reduce((sum, term) => sum + term.count, 0),
    highest: notation.constant + kept.reduce((sum, term) => sum + term.count * term.sides, 0),
  };
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
  // The ends of the plain roll's results, read from the notation, so a cost can count them before any solve.
  const range = diceResultRange(setup.dice);
  const lowest = Math.max(DC_RANGE.min, range.lowest + bonus);
  const highest = Math.min(DC_RANGE.max, range.highest + bonus + 1);
  const dcs: number[] = [];
  for (let dc = Math.min(lowest, highest); dc <= highest; dc++) dcs.push(dc);
  return dcs;
}
