import type { DicePool, RerollRule } from "../../core/dice.js";
import { oneDieRerollPolicy, poolDistribution, rerollOneDie, rerollWhole, wholeRerollPolicy } from "../../core/dice.js";
import type { Distribution } from "../../core/distribution.js";
import { oneOf } from "../../core/errors.js";
import { Rational } from "../../core/rational.js";
import { degreeOf, LADDERS, signedEffect, type Ladder } from "./ladder.js";
import { anInteger, setupObject } from "./setup-fields.js";

/** The dice a Kingstone check can roll (docs/rules.md 1.3), in display order. */
export const DICE = ["2d6", "3d6", "3d6kh2", "2d8"] as const;
export type Dice = (typeof DICE)[number];

/** Each dice option as a pool: 3d6 sums all three (Strength V, default), 3d6kh2 keeps the two highest. */
export const DICE_POOLS: Readonly<Record<Dice, DicePool>> = {
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
  oneOf("dice", DICE, fields.dice);
  oneOf("reroll", REROLLS, fields.reroll);
  oneOf("goal", GOALS, fields.goal);
  oneOf("ladder", LADDERS, fields.ladder);
  return setup;
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

const plainRolls = new Map<Dice, Distribution<number>>();

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
  const failed = (result: number) => result + setup.bonus < setup.dc;
  return {
    allowed: setup.reroll === "one-die" ? () => true : failed,
    forced: setup.reroll !== "one-die" && setup.goal === "success",
    value:
      setup.goal === "success"
        ? (result) => (failed(result) ? Rational.ZERO : Rational.ONE)
        : (result) => Rational.of(signedEffect(degreeOf(result + setup.bonus - setup.dc, setup.ladder))),
  };
}

function plainRoll(dice: Dice): Distribution<number> {
  let plain = plainRolls.get(dice);
  if (plain === undefined) {
    plain = poolDistribution(DICE_POOLS[dice]);
    plainRolls.set(dice, plain);
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
    case "one-die-if-failed":
      return rerollOneDie(DICE_POOLS[setup.dice], rerollRule(setup));
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
    case "one-die-if-failed":
      return oneDieRerollPolicy(DICE_POOLS[setup.dice], rerollRule(setup)).flatMap((decision) =>
        decision.rerolledFace === undefined
          ? []
          : [{ roll: decision.roll.faces.join("-"), total: decision.result + setup.bonus, action: `reroll a ${decision.rerolledFace}` }],
      );
    case "whole-if-failed":
      return wholeRerollPolicy(plainRoll(setup.dice), rerollRule(setup)).map((result) => ({
        roll: `dice total ${result}`,
        total: result + setup.bonus,
        action: "reroll all",
      }));
  }
}
