/** The Suit test's trial loop (docs/rules.md 2.1–2.2), built from the roll's own weights. */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, f64At, i32At } from "../../../core/typed-index.js";
import { ZILCH_DIE } from "../die.js";
import { rollTable } from "../roll.js";
import { degreeOf, DEGREES } from "../suit-test.js";
import { checkFlag, checkTarget } from "../setup-checks.js";

/** The tally group of a test's degrees. */
export const DEGREE_GROUP = "degree";

/**
 * The trial loop of one Suit test (docs/rules.md 2.1–2.2): each trial rolls once from {@link rollTable} (the
 * roll rule's own weights: a d12, and on a 12 a d8, chained on 8s with `explodeChain`, or `die`) and tallies the
 * roll's degree, read from a table built once with {@link degreeOf}. Tallies one group, `degree`, over
 * DEGREES. Cost per trial: one uniform draw, one read and one count by roll, O(1); O(target) after each run
 * to fold the counts into the degrees.
 * @throws {OddsmithError} when target is not an integer from -3 to 26, explodeChain is not a boolean or die is not a die.
 * @example sampleTest(6, false).layout.groups[0].categories.length // 4
 * @example (() => { try { return sampleTest(6, 1); } catch (e) { return e.message; } })() // "explodeChain: expected true or false, received 1"
 */
export function sampleTest(target: number, explodeChain: boolean, die: string = ZILCH_DIE): SamplePlan {
  checkTarget("target", target);
  checkFlag("explodeChain", explodeChain);
  const top = Math.max(0, target + 5);
  const { values } = rollTable(top, explodeChain, die);
  const faces = values.length;
  const layout: TallyLayout = { groups: [{ name: DEGREE_GROUP, categories: [...DEGREES] }] };
  const slots = tallySlots(layout);
  // slotAt[roll]: the counter of the roll's degree, for every roll the table shows (top + 1 stands for every roll above top).
  const slotAt = new Int32Array(top + 2);
  for (let roll = 0; roll <= top + 1; roll++) slotAt[roll] = slots.category(DEGREE_GROUP, degreeOf(roll, target));
  // A trial counts its roll; the degrees follow from the counts after the run (integer counts: the same sums).
  const counts = new Float64Array(top + 2);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    counts.fill(0);
    // Unchecked reads in the trial loop (a checked read or add cost this loop 10–35%, issue 25): the draw is below
    // the table's length, a roll below top + 2 (rollTable), the counts sized for every one.
    for (let trial = 0; trial < trials; trial++) counts[values[random.below(faces)]!]! += 1;
    for (let roll = 0; roll <= top + 1; roll++) f64Add(tally, i32At(slotAt, roll), f64At(counts, roll));
  };
  return { layout, run };
}
