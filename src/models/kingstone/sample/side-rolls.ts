/**
 * The side rolls' trial loop (docs/rules.md 1.4): one plain check of each side roll a trial.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, f64At, i32At } from "../../../core/typed-index.js";
import { meetsDc } from "../check.js";
import { expressionThrower } from "../../../core/dice/expression-thrower.js";
import { checkRollDice, type CheckDiceRoll } from "../roll.js";
import { anInteger } from "../setup-checks.js";
import { SIDE_ROLLS } from "../side-rolls.js";

/** The categories of a side roll's tally group. */
export const SIDE_OUTCOMES = ["success", "failure"] as const;

/**
 * The trial loop of the side rolls (docs/rules.md 1.4): each trial throws d6s once (one uniform code over the
 * ordered rolls of as many dice as the largest side roll) and reads every side roll from that throw, its
 * first N dice summed, + bonus against its DC with the exact solver's own comparison (`meetsDc`). The
 * side rolls are therefore correlated, but each group is an honest estimate of its one roll. Groups:
 * one per side roll, named as the exact outcomes (`proficiency-double`, …), `success`/`failure`. Cost
 * per trial: one draw and one count by throw; O(6^dice × side rolls) after each run to fold the counts
 * into the groups; no allocation.
 * With other `dice` than 2d6, each trial throws those dice once for the 2d6 side rolls (`expressionThrower`,
 * its constant included) and one d6 for Ready I.
 * @throws {OddsmithError} when the bonus is not an integer or the dice are not a dice expression with a numeric result.
 * @example sampleSideRolls(0).layout.groups.map((g) => g.name)[0] // "proficiency-double"
 */
export function sampleSideRolls(bonus: number, dice = "2d6"): SamplePlan {
  anInteger("bonus", bonus);
  const read = checkRollDice(dice);
  if (read.text !== "2d6") return sampleVariantSideRolls(bonus, read);
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
  // A trial counts its throw; every side roll's tally follows from the counts after the run (integer
  // counts, so the sums are the same as tallying every trial).
  const counts = new Float64Array(size);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    counts.fill(0);
    for (let trial = 0; trial < trials; trial++) f64Add(counts, random.below(size), 1);
    for (let code = 0; code < size; code++) {
      const count = f64At(counts, code);
      if (count === 0) continue;
      for (let k = 0; k < rollCount; k++) f64Add(tally, i32At(groupAt, k) + i32At(categoryAt, k * size + code), count);
    }
  };
  return { layout, run };
}

/** The side rolls' trial loop with variant check dice: one throw of them for the 2d6 side rolls, one d6 for Ready I. No allocation per trial. */
function sampleVariantSideRolls(bonus: number, dice: CheckDiceRoll): SamplePlan {
  const layout: TallyLayout = { groups: SIDE_ROLLS.map((side) => ({ name: side.name, categories: [...SIDE_OUTCOMES] })) };
  const slots = tallySlots(layout);
  const throwDice = expressionThrower(dice.expression);
  // One fixed-shape record per side roll: its group's counter, whether it throws the check dice (else a d6), its DC.
  const sides = SIDE_ROLLS.map((side) => ({ groupAt: slots.groupStart(side.name), checkDice: side.dice === 2, dc: side.dc }));
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const check = throwDice(random);
      const d6 = random.below(6) + 1;
      for (const side of sides) f64Add(tally, side.groupAt + (meetsDc((side.checkDice ? check : d6) + bonus, side.dc) ? 0 : 1), 1);
    }
  };
  return { layout, run };
}
