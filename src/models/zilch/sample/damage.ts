/** The trial loop of one hit (docs/rules.md 2.4), built from the Fudge die's weights and the damage rule. */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { drawTable } from "../../../core/draw-table.js";
import { integerIn, oneOf } from "../../../core/errors.js";
import { addQuantities, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, f64At, i32At } from "../../../core/typed-index.js";
import { damageOf, damageOutcome, dealt, FUDGE_DIE, MAX_DR, WEAPONS, type Weapon } from "../damage.js";

/** The tally group of a hit's damage. */
export const DAMAGE_GROUP = "damage";

/**
 * The trial loop of one hit (docs/rules.md 2.4): each trial rolls 1dF from a table of FUDGE_DIE's weights
 * and tallies the outcome {@link damageOutcome} names for {@link damageOf} that face, read from tables
 * built once per face; the damage dealt (no effect deals 0) is tallied as the quantity `damage`. The
 * categories are the exact outcomes' names in the same order. Cost per trial: one uniform draw and one
 * count by face, O(1); O(faces) after each run to fold the counts (integer damage: the same sums).
 * @throws {OddsmithError} when weapon is not one of WEAPONS or dr is not an integer from 0 to 4 (MAX_DR).
 * @example sampleDamage("heavy", 3).layout.groups[0].categories // ["no-effect", "0", "1"]
 * @example (() => { try { return sampleDamage("heavy", 5); } catch (e) { return e.message; } })() // "dr: expected an integer from 0 to 4, received 5"
 */
export function sampleDamage(weapon: Weapon, dr: number): SamplePlan {
  oneOf("weapon", WEAPONS, weapon);
  integerIn("dr", 0, MAX_DR, dr);
  const names = FUDGE_DIE.outcomes.map((face) => damageOutcome(damageOf(weapon, face, dr)));
  const categories = [...new Set(names)];
  const faces = drawTable(FUDGE_DIE.weights);
  const layout: TallyLayout = { groups: [{ name: DAMAGE_GROUP, categories }], quantities: ["damage"] };
  const slots = tallySlots(layout);
  const slotAt = Int32Array.from(names, (name) => slots.category(DAMAGE_GROUP, name));
  const damageAt = Float64Array.from(names, dealt);
  const damageSum = slots.quantity("damage");
  const counts = new Float64Array(names.length);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    counts.fill(0);
    // Unchecked in the trial loop (a checked read or add cost it several percent, issue 25): the draw is below the
    // table's length, and a face below the counts' (one per face).
    for (let trial = 0; trial < trials; trial++) counts[faces[random.below(faces.length)]!]! += 1;
    for (let face = 0; face < names.length; face++) {
      const count = f64At(counts, face);
      if (count === 0) continue;
      f64Add(tally, i32At(slotAt, face), count);
      addQuantities(tally, damageSum, f64At(damageAt, face), count);
    }
  };
  return { layout, run };
}
