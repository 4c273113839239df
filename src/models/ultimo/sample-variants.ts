import type { AnalysisResult, Row, SamplePlan } from "../../core/analysis.js";
import { proportionEstimate, tallyOffsets, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { formatPercent } from "../../core/format.js";
import type { Random } from "../../core/random.js";
import type { PlayerCard } from "./cards.js";
import type { ChallengeRules } from "./rules.js";
import { difficultyGroup, sampleChallenge } from "./sample-challenge.js";

/**
 * The tally group of one reading's outcomes at one difficulty.
 * @example variantGroup("as given", 6) // "as given: difficulty 6"
 */
export function variantGroup(variant: string, difficulty: number): string {
  return `${variant}: ${difficultyGroup(difficulty)}`;
}

/**
 * The trial loop of one play under several readings of the rules (RULES.md 3.2–3.5), one challenge
 * sampler per reading (sampleChallenge, so the one pairing and outcome rules): each reading's trials draw
 * their own Dealer cards from the same stream in turn, into a scratch tally whose counters are then added
 * to the reading's groups (`variantGroup`). Allocates nothing per trial; cost per trial the sum of the
 * readings' challenge trials.
 */
export function sampleVariants(play: readonly PlayerCard[], readings: ReadonlyArray<{ readonly name: string; readonly rules: ChallengeRules }>, difficulties: readonly number[]): SamplePlan {
  const plans = readings.map((reading) => sampleChallenge(play, reading.rules, difficulties));
  const layout: TallyLayout = {
    groups: readings.flatMap((reading, r) => plans[r]!.layout.groups.map((group, g) => ({ name: variantGroup(reading.name, difficulties[g]!), categories: group.categories }))),
  };
  // Where each reading's group counters go: its groups, in order, after the readings before it.
  const ownSizes = plans.map((plan) => tallyOffsets(plan.layout));
  const groupCounters = plans.map((plan) => plan.layout.groups.reduce((sum, group) => sum + group.categories.length, 0));
  const starts = groupCounters.map((_, r) => groupCounters.slice(0, r).reduce((sum, size) => sum + size, 0));
  const scratch = ownSizes.map((sizes) => new Float64Array(sizes.size));
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let r = 0; r < plans.length; r++) {
      const own = scratch[r]!;
      own.fill(0);
      plans[r]!.run(random, trials, own);
      // The group counters lead a challenge tally (tallyOffsets): copy them; the quantities are not reported here.
      const start = starts[r]!;
      for (let i = 0; i < groupCounters[r]!; i++) tally[start + i] += own[i]!;
    }
  };
  return { layout, run, reset: () => plans.forEach((plan) => plan.reset?.()) };
}

/**
 * The simulated variants in the exact result's shape: P(success or better) per reading and difficulty with
 * its 95% interval, the side-by-side table and the line chart. O(readings × difficulties).
 */
export function sampledVariantsResult(estimates: Estimates, readings: readonly string[], difficulties: readonly number[], playText: string): AnalysisResult {
  const rows: Row[] = readings.flatMap((variant) =>
    difficulties.map((difficulty) => {
      const group = estimates.groups[variantGroup(variant, difficulty)]!;
      const p = proportionEstimate(group["perfect-success"]!.count + group.success!.count, group.success!.total);
      return { variant, difficulty, pSuccessOrBetter: p.probability, low: p.low, high: p.high, count: p.count };
    }),
  );
  const cell = (variant: string, difficulty: number) => rows.find((row) => row.variant === variant && row.difficulty === difficulty)!;
  return {
    outcomes: rows.map((row) => ({ outcome: "success-or-better", variant: row.variant, difficulty: row.difficulty, probability: row.pSuccessOrBetter as number, low: row.low, high: row.high, count: row.count })),
    summary: {},
    summaryExact: {},
    rows,
    table: {
      title: `P(success or better) of ${playText} under each reading, simulated (95% intervals in the CSV and JSON)`,
      columns: ["difficulty", ...readings],
      rows: difficulties.map((difficulty) => [String(difficulty), ...readings.map((variant) => formatPercent(cell(variant, difficulty).pSuccessOrBetter as number))]),
    },
    charts: [
      {
        name: "",
        title: `${playText}: P(success or better) under each reading of the rules (simulated)`,
        kind: "line",
        data: rows,
        x: { field: "difficulty", title: "difficulty", type: "ordinal" },
        y: { field: "pSuccessOrBetter", title: "P(success or better)", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "variant", title: "reading", type: "nominal", order: [...readings] },
      },
    ],
  };
}
