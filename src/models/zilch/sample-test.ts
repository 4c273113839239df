import type { AnalysisResult, SamplePlan } from "../../core/analysis.js";
import { type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import type { Random } from "../../core/random.js";
import { degreeOf, DEGREES, rollTable } from "./roll.js";
import { proportionFigures } from "./sampled-figures.js";

/** The tally group of a test's degrees. */
export const DEGREE_GROUP = "degree";

/**
 * The trial loop of one Suit test (RULES.md 2.1–2.2): each trial rolls once from {@link rollTable} (the
 * roll rule's own weights: a d12, and on a 12 a d8, chained on 8s with `explodeChain`) and tallies the
 * roll's degree, read from a table built once with {@link degreeOf}. Tallies one group, `degree`, over
 * DEGREES. Cost per trial: one uniform draw and two reads, O(1).
 * @example sampleTest(6, false).layout.groups[0].categories.length // 4
 */
export function sampleTest(target: number, explodeChain: boolean): SamplePlan {
  const top = Math.max(0, target + 5);
  const { values } = rollTable(top, explodeChain);
  const faces = values.length;
  // degreeAt[roll] for every roll the table shows, top + 1 standing for every roll above top.
  const degreeAt = new Int32Array(top + 2);
  for (let roll = 0; roll <= top + 1; roll++) degreeAt[roll] = degreeOf(roll, target);
  const layout: TallyLayout = { groups: [{ name: DEGREE_GROUP, categories: [...DEGREES] }] };
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) tally[degreeAt[values[random.below(faces)]!]!]!++;
  };
  return { layout, run };
}

/**
 * A simulated test in the exact result's shape: the four degrees with 95% intervals and counts, the
 * summary figures pSuccess, pCriticalSuccess and pCriticalFailure (each with `Low`/`High`), CSV rows
 * per degree and a bar chart with error bars. O(1).
 */
export function testSampledResult(estimates: Estimates, target: number, explodeChain: boolean): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, DEGREE_GROUP);
  const roll = explodeChain ? "1d12, 12 → +1d8 chained" : "1d12, 12 → +1d8";
  return {
    outcomes,
    summary: {
      target,
      ...proportionFigures(estimates, DEGREE_GROUP, { pSuccess: ["critical-success", "success"], pCriticalSuccess: ["critical-success"], pCriticalFailure: ["critical-failure"] }),
    },
    summaryExact: {},
    rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ target, outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
    charts: [outcomeBarChart(outcomes, `Suit test: ${roll} under target ${target} (simulated, ${estimates.trials} trials)`, DEGREES)],
    table: estimatedTable(outcomes),
  };
}
