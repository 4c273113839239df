/**
 * Side rolls in the upgrade table (docs/rules.md 1.4): Proficiency I's second roll against 14, Endurance
 * III, Shield and Ready I–II, each a plain check with its named dice and bonus.
 */
import { sumDice } from "../../core/dice/dice.js";
import { oneOf } from "../../core/errors.js";
import type { Rational } from "../../core/exact/rational.js";
import { meetsDc } from "./check.js";
import { checkRollDice, solveRoll } from "./roll.js";
import { anInteger } from "./setup-checks.js";

/** The fixed side rolls of the upgrade table (docs/rules.md 1.4), in display order. */
export const SIDE_ROLLS = [
  { name: "proficiency-double", dice: 2, dc: 14, rule: "Proficiency I: second roll vs 14 doubles the effect" },
  { name: "endurance-heal", dice: 2, dc: 12, rule: "Endurance III: End + Pow vs 12 heals one harm (failure festers)" },
  { name: "shield-block", dice: 2, dc: 10, rule: "Shield: End + Pow vs 10 blocks one harm" },
  { name: "ready-free-roll", dice: 1, dc: 7, rule: "Ready I: 1d6 + Ready vs 7 for a free roll" },
  { name: "ready-avoid-harm", dice: 2, dc: 9, rule: "Ready II: 2d6 + Ready + Pow vs 9 avoids harm" },
] as const;

/** The CLI word of a side roll. */
export type SideRollName = (typeof SIDE_ROLLS)[number]["name"];

const SIDE_ROLL_NAMES: readonly SideRollName[] = SIDE_ROLLS.map((side) => side.name);

/**
 * P(success) of a side roll: its dice + bonus ≥ its fixed DC (docs/rules.md 1.4), by the comparison the
 * death saves and the side-roll sampler share (`meetsDc`). The 2d6 side rolls roll the check's `dice`
 * (default 2d6, any dice expression with a numeric result: the variant dice replace the check's 2d6); Ready I's 1d6 stays 1d6.
 * O(dice outcomes).
 * @throws {OddsmithError} when the name is not a side roll's, the bonus is not an integer or the dice are not a dice expression with a numeric result.
 * @example sideRollChance("proficiency-double", 3).toString() // "1/12"
 * @example sideRollChance("shield-block", 0, "2d8").toString() // "7/16"
 */
export function sideRollChance(name: SideRollName, bonus: number, dice = "2d6"): Rational {
  oneOf("name", SIDE_ROLL_NAMES, name);
  anInteger("bonus", bonus);
  checkRollDice(dice);
  const roll = SIDE_ROLLS.find((side) => side.name === name);
  // oneOf above refused any other name.
  if (roll === undefined) throw new RangeError(`no side roll named ${name}`);
  const distribution = roll.dice === 2 ? solveRoll({ dice, reroll: "none", goal: "success", ladder: "paired", bonus: 0, dc: 0 }) : sumDice(roll.dice, 6);
  return distribution.probabilityWhere((total) => meetsDc(total + bonus, roll.dc));
}
