import type { DicePool } from "../../core/dice.js";
import { poolDistribution, rerollOneDie, rerollWhole } from "../../core/dice.js";
import type { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/rational.js";
import { degreeOf, signedEffect, type Ladder } from "./ladder.js";

/** The dice a Kingstone check can roll (RULES.md 1.3), in display order. */
export const DICE = ["2d6", "3d6", "3d6kh2", "2d8"] as const;
export type Dice = (typeof DICE)[number];

/** Each dice option as a pool: 3d6 sums all three (Strength V, default), 3d6kh2 keeps the two highest. */
export const DICE_POOLS: Readonly<Record<Dice, DicePool>> = {
  "2d6": { count: 2, sides: 6 },
  "3d6": { count: 3, sides: 6 },
  "3d6kh2": { count: 3, sides: 6, keep: 2 },
  "2d8": { count: 2, sides: 8 },
};

/** The reroll rules of RULES.md 1.3. */
export const REROLLS = ["none", "one-die", "whole-if-failed", "one-die-if-failed"] as const;
export type Reroll = (typeof REROLLS)[number];

/** What an optimal reroll maximises: P(success) or the expected signed effect (RULES.md 1.3). */
export const GOALS = ["success", "effect"] as const;
export type Goal = (typeof GOALS)[number];

/** Everything that decides the distribution of a check's dice result. */
export interface RollSetup {
  readonly dice: Dice;
  readonly reroll: Reroll;
  readonly goal: Goal;
  readonly ladder: Ladder;
  readonly bonus: number;
  readonly dc: number;
}

const plainRolls = new Map<Dice, Distribution<number>>();

/**
 * The distribution of the dice result (before the bonus) of a Kingstone check, with rerolls taken by
 * the optimal policy for the goal (RULES.md 1.3): `one-die` may reroll any one die after any roll,
 * `whole-if-failed` may reroll the whole roll after a failure, `one-die-if-failed` one die after a
 * failure; the roller rerolls only when that raises the expected goal value. Without rerolls the
 * result does not depend on bonus or DC and is cached. Cost: O(pool rolls × count × sides) with a
 * one-die reroll, O(sides × count) otherwise.
 * @example solveRoll({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 }).probabilityAtLeast(7).toString() // "7/12"
 */
export function solveRoll(setup: RollSetup): Distribution<number> {
  const pool = DICE_POOLS[setup.dice];
  let plain = plainRolls.get(setup.dice);
  if (plain === undefined) {
    plain = poolDistribution(pool);
    plainRolls.set(setup.dice, plain);
  }
  if (setup.reroll === "none") return plain;
  const failed = (result: number) => result + setup.bonus < setup.dc;
  const value =
    setup.goal === "success"
      ? (result: number) => (failed(result) ? Rational.ZERO : Rational.ONE)
      : (result: number) => Rational.of(signedEffect(degreeOf(result + setup.bonus - setup.dc, setup.ladder)));
  switch (setup.reroll) {
    case "one-die":
      return rerollOneDie(pool, { allowed: () => true, value });
    case "one-die-if-failed":
      return rerollOneDie(pool, { allowed: failed, value });
    case "whole-if-failed":
      return rerollWhole(plain, { allowed: failed, value });
  }
}
