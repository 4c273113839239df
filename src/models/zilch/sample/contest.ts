/** The contest's trial loop (docs/rules.md 2.3), built from the roll's weights and the contest rule. */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { checkContestSetup, CONTEST_OUTCOMES, contestOutcome, type ContestSetup } from "../contest.js";
import { rollTable } from "../roll.js";

/** The tally group of a contest's outcomes. */
export const CONTEST_GROUP = "contest";

/**
 * The trial loop of one contest (docs/rules.md 2.3): each trial rolls for A and for B from {@link rollTable}
 * (the roll rule's own weights) and tallies the outcome, read from a table built once with
 * {@link contestOutcome} for every pair of rolls (the tie rule included). Tallies one group, `contest`,
 * over a-wins, b-wins, draw. Cost per trial: two uniform draws and three reads, O(1).
 * @throws {OddsmithError} as {@link checkContestSetup}: a missing or out-of-range field of the setup.
 * @example sampleContest({ a: 6, b: 6, ties: "draw", explodeChain: false }).layout.groups[0].categories // ["a-wins", "b-wins", "draw"]
 */
export function sampleContest(setup: ContestSetup): SamplePlan {
  checkContestSetup(setup);
  // Rolls above both targets fail alike; top + 1 stands for all of them.
  const top = Math.max(setup.a, setup.b, 0);
  const { values } = rollTable(top, setup.explodeChain, setup.die);
  const faces = values.length;
  const width = top + 2;
  const layout: TallyLayout = { groups: [{ name: CONTEST_GROUP, categories: [...CONTEST_OUTCOMES] }] };
  const slots = tallySlots(layout);
  const outcomeSlot = CONTEST_OUTCOMES.map((outcome) => slots.category(CONTEST_GROUP, outcome));
  // slotAt[aRoll · width + bRoll]: the counter of the contest's outcome for that pair of rolls.
  const slotAt = new Int32Array(width * width);
  for (let aRoll = 0; aRoll < width; aRoll++) {
    for (let bRoll = 0; bRoll < width; bRoll++) slotAt[aRoll * width + bRoll] = outcomeSlot[CONTEST_OUTCOMES.indexOf(contestOutcome(aRoll, bRoll, setup))]!;
  }
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const aRoll = values[random.below(faces)]!;
      const bRoll = values[random.below(faces)]!;
      tally[slotAt[aRoll * width + bRoll]!]! += 1;
    }
  };
  return { layout, run };
}
