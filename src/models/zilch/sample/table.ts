/** The trial loop of the degree table and the contest heatmap (docs/rules.md 2.1–2.3): one pair of rolls serves every target and cell. */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { oneOf } from "../../../core/errors.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, f64At, i32At } from "../../../core/typed-index.js";
import { CONTEST_OUTCOMES, contestOutcome, TIES, type Ties } from "../contest.js";
import { ZILCH_DIE } from "../die.js";
import { rollTable } from "../roll.js";
import { degreeOf, DEGREES } from "../suit-test.js";
import { checkFlag, checkTargets } from "../setup-checks.js";

/**
 * The tally group of one target's degrees (docs/rules.md 2.2). O(1).
 * @example targetGroup(6) // "target 6"
 */
export function targetGroup(target: number): string {
  return `target ${target}`;
}

/**
 * The tally group of one cell of the contest heatmap (docs/rules.md 2.3). O(1).
 * @example cellGroup(11, 6) // "contest 11 vs 6"
 */
export function cellGroup(a: number, b: number): string {
  return `contest ${a} vs ${b}`;
}

/**
 * The trial loop of the degree table and the contest heatmap (docs/rules.md 2.1–2.3): each trial rolls one
 * roll R from {@link rollTable} and tallies R's degree ({@link degreeOf}) against every target, and rolls
 * a second roll S and tallies {@link contestOutcome}(R, S) for every cell (A rolls R, B rolls S). The
 * same rolls serve every target and every cell (each group is still exactly one test or contest; the
 * groups are correlated, which no figure reads). Groups: one per target (`target t`, the four degrees),
 * then one per cell (`contest a vs b`). Cost per trial: two uniform draws and one count by pair of rolls;
 * O(width² × (targets + cells)) after each run to fold the counts into every group.
 * Both rolls are of `die` (default d12!d8, models/zilch/die.ts).
 * @throws {OddsmithError} when targets or contest is not a non-empty list of targets from -3 to 26, ties is not one of TIES, explodeChain is not a boolean or die is not a die.
 * @example sampleTable([6, 7], [6], "draw", false).layout.groups.map((g) => g.name) // ["target 6", "target 7", "contest 6 vs 6"]
 */
export function sampleTable(targets: readonly number[], contest: readonly number[], ties: Ties, explodeChain: boolean, die: string = ZILCH_DIE): SamplePlan {
  checkTargets("targets", targets);
  checkTargets("contest", contest);
  oneOf("ties", TIES, ties);
  checkFlag("explodeChain", explodeChain);
  const top = Math.max(0, ...targets.map((t) => t + 5), ...contest);
  const { values } = rollTable(top, explodeChain, die);
  const faces = values.length;
  const width = top + 2;
  // degreeAt[k · width + roll]: the degree index of roll against targets[k].
  const degreeAt = new Int32Array(targets.length * width);
  targets.forEach((target, k) => {
    for (let roll = 0; roll < width; roll++) degreeAt[k * width + roll] = DEGREES.indexOf(degreeOf(roll, target));
  });
  const cells = contest.flatMap((a) => contest.map((b) => [a, b] as const));
  // outcomeAt[(c · width + R) · width + S]: the outcome index of cell c with rolls R (A) and S (B).
  const outcomeAt = new Int32Array(cells.length * width * width);
  cells.forEach(([a, b], c) => {
    for (let aRoll = 0; aRoll < width; aRoll++) {
      for (let bRoll = 0; bRoll < width; bRoll++) {
        outcomeAt[(c * width + aRoll) * width + bRoll] = CONTEST_OUTCOMES.indexOf(contestOutcome(aRoll, bRoll, { a, b, ties, explodeChain }));
      }
    }
  });
  const layout: TallyLayout = {
    groups: [
      ...targets.map((target) => ({ name: targetGroup(target), categories: [...DEGREES] })),
      ...cells.map(([a, b]) => ({ name: cellGroup(a, b), categories: [...CONTEST_OUTCOMES] })),
    ],
  };
  const slots = tallySlots(layout);
  const targetAt = Int32Array.from(targets, (target) => slots.groupStart(targetGroup(target)));
  const cellAt = Int32Array.from(cells, ([a, b]) => slots.groupStart(cellGroup(a, b)));
  const targetCount = targets.length;
  const cellCount = cells.length;
  /** Adds every pair of rolls' count to the groups it falls in: O(width² × (targets + cells)). */
  const foldPairs = (counts: Float64Array, tally: Float64Array) => {
    for (let roll = 0; roll < width; roll++) {
      for (let other = 0; other < width; other++) {
        const count = f64At(counts, roll * width + other);
        if (count === 0) continue;
        for (let k = 0; k < targetCount; k++) f64Add(tally, i32At(targetAt, k) + i32At(degreeAt, k * width + roll), count);
        for (let c = 0; c < cellCount; c++) f64Add(tally, i32At(cellAt, c) + i32At(outcomeAt, (c * width + roll) * width + other), count);
      }
    }
  };
  // A trial counts its pair of rolls (R, S); every group follows from the counts after the run (integer
  // counts, so the sums are the same as tallying every trial).
  const counts = new Float64Array(width * width);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    counts.fill(0);
    for (let trial = 0; trial < trials; trial++) {
      // Unchecked reads in the trial loop (a checked read or add cost this loop 10–35%, issue 25): the draw is below
      // the table's length, a roll below top + 2 (rollTable), the counts sized for every one.
      const roll = values[random.below(faces)]!;
      const other = values[random.below(faces)]!;
      counts[roll * width + other]! += 1;
    }
    foldPairs(counts, tally);
  };
  return { layout, run };
}
