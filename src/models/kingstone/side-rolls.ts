import { sumDice } from "../../core/dice.js";
import { oneOf } from "../../core/errors.js";
import type { Rational } from "../../core/rational.js";
import { meetsDc } from "./death.js";
import { anInteger } from "./setup-fields.js";

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
 * P(success) of a side roll: Nd6 + bonus ≥ its fixed DC (docs/rules.md 1.4), by the comparison the death
 * saves and the side-roll sampler share (`meetsDc`). O(dice outcomes).
 * @throws {OddsmithError} when the name is not a side roll's or the bonus is not an integer.
 * @example sideRollChance("proficiency-double", 3).toString() // "1/12"
 */
export function sideRollChance(name: SideRollName, bonus: number): Rational {
  oneOf("name", SIDE_ROLL_NAMES, name);
  anInteger("bonus", bonus);
  const roll = SIDE_ROLLS.find((side) => side.name === name)!;
  return sumDice(roll.dice, 6).probabilityWhere((total) => meetsDc(total + bonus, roll.dc));
}
