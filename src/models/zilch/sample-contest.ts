import type { AnalysisResult, SamplePlan } from "../../core/analysis.js";
import { type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import type { Random } from "../../core/random.js";
import { CONTEST_OUTCOMES, contestOutcome, type ContestSetup } from "./contest-outcome.js";
import { rollTable } from "./roll.js";
import { proportionFigures } from "./sampled-figures.js";

/** The tally group of a contest's outcomes. */
export const CONTEST_GROUP = "contest";

/**
 * The trial loop of one contest (RULES.md 2.3): each trial rolls for A and for B from {@link rollTable}
 * (the roll rule's own weights) and tallies the outcome, read from a table built once with
 * {@link contestOutcome} for every pair of rolls (the tie rule included). Tallies one group, `contest`,
 * over a-wins, b-wins, draw. Cost per trial: two uniform draws and three reads, O(1).
 * @example sampleContest({ a: 6, b: 6, ties: "draw", explodeChain: false }).layout.groups[0].categories // ["a-wins", "b-wins", "draw"]
 */
export function sampleContest(setup: ContestSetup): SamplePlan {
  // Rolls above both targets fail alike; top + 1 stands for all of them.
  const top = Math.max(setup.a, setup.b, 0);
  const { values } = rollTable(top, setup.explodeChain);
  const faces = values.length;
  const width = top + 2;
  const outcomeAt = new Int32Array(width * width);
  for (let aRoll = 0; aRoll < width; aRoll++) {
    for (let bRoll = 0; bRoll < width; bRoll++) outcomeAt[aRoll * width + bRoll] = CONTEST_OUTCOMES.indexOf(contestOutcome(aRoll, bRoll, setup));
  }
  const layout: TallyLayout = { groups: [{ name: CONTEST_GROUP, categories: [...CONTEST_OUTCOMES] }] };
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const aRoll = values[random.below(faces)]!;
      const bRoll = values[random.below(faces)]!;
      tally[outcomeAt[aRoll * width + bRoll]!]!++;
    }
  };
  return { layout, run };
}

/**
 * A simulated contest in the exact result's shape: the three outcomes with 95% intervals and counts,
 * pAWins, pBWins, pDraw (each with `Low`/`High`), CSV rows and a bar chart with error bars. O(1).
 */
export function contestSampledResult(estimates: Estimates, setup: ContestSetup): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, CONTEST_GROUP);
  return {
    outcomes,
    summary: proportionFigures(estimates, CONTEST_GROUP, { pAWins: ["a-wins"], pBWins: ["b-wins"], pDraw: ["draw"] }),
    summaryExact: {},
    rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ a: setup.a, b: setup.b, ties: setup.ties, outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
    charts: [outcomeBarChart(outcomes, `Contest: target ${setup.a} (A) against ${setup.b} (B), ties=${setup.ties} (simulated, ${estimates.trials} trials)`, CONTEST_OUTCOMES)],
    table: estimatedTable(outcomes),
  };
}
