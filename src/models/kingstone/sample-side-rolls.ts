import type { SamplePlan } from "../../core/analysis.js";
import { tallySlots, type TallyLayout } from "../../core/estimate.js";
import type { Random } from "../../core/random.js";
import { meetsDc } from "./death.js";
import { anInteger } from "./setup-fields.js";
import { SIDE_ROLLS } from "./side-rolls.js";

/** The categories of a side roll's tally group. */
export const SIDE_OUTCOMES = ["success", "failure"] as const;

/**
 * The trial loop of the side rolls (docs/rules.md 1.4): each trial throws d6s once (one uniform code over the
 * ordered rolls of as many dice as the largest side roll) and reads every side roll from that throw, its
 * first N dice summed, + bonus against its DC with the exact solver's own comparison (`meetsDc`). The
 * side rolls are therefore correlated, but each group is an honest estimate of its one roll. Groups:
 * one per side roll, named as the exact outcomes (`proficiency-double`, …), `success`/`failure`. Cost
 * per trial: one draw and O(side rolls) table reads; no allocation.
 * @throws {OddsmithError} when the bonus is not an integer.
 * @example sampleSideRolls(0).layout.groups.map((g) => g.name)[0] // "proficiency-double"
 */
export function sampleSideRolls(bonus: number): SamplePlan {
  anInteger("bonus", bonus);
  const layout: TallyLayout = { groups: SIDE_ROLLS.map((side) => ({ name: side.name, categories: [...SIDE_OUTCOMES] })) };
  const slots = tallySlots(layout);
  const maxDice = Math.max(...SIDE_ROLLS.map((side) => side.dice));
  const size = 6 ** maxDice;
  const rollCount = SIDE_ROLLS.length;
  // categoryAt[k · size + code]: 0 when side roll k succeeds on the ordered throw `code`, else 1.
  const categoryAt = new Int32Array(rollCount * size);
  SIDE_ROLLS.forEach((side, k) => {
    for (let code = 0; code < size; code++) {
      let total = 0;
      for (let i = 0, rest = code; i < side.dice; i++, rest = Math.floor(rest / 6)) total += (rest % 6) + 1;
      categoryAt[k * size + code] = meetsDc(total + bonus, side.dc) ? 0 : 1;
    }
  });
  const groupAt = Int32Array.from(SIDE_ROLLS, (side) => slots.groupStart(side.name));
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const code = random.below(size);
      for (let k = 0; k < rollCount; k++) tally[groupAt[k]! + categoryAt[k * size + code]!]!++;
    }
  };
  return { layout, run };
}
