import type { AnalysisResult, OutcomeRow, SamplePlan } from "../../core/analysis.js";
import { tallyOffsets, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import type { Random } from "../../core/random.js";
import { meetsDc } from "./death.js";
import { SIDE_ROLLS } from "./side-rolls.js";

/** The categories of a side roll's tally group. */
export const SIDE_OUTCOMES = ["success", "failure"] as const;

/**
 * The trial loop of the side rolls (RULES.md 1.4): each trial throws d6s once (one uniform code over the
 * ordered rolls of as many dice as the largest side roll) and reads every side roll from that throw, its
 * first N dice summed, + bonus against its DC with the exact solver's own comparison (`meetsDc`). The
 * side rolls are therefore correlated, but each group is an honest estimate of its one roll. Groups:
 * one per side roll, named as the exact outcomes (`proficiency-double`, …), `success`/`failure`. Cost
 * per trial: one draw and O(side rolls) table reads; no allocation.
 * @example sampleSideRolls(0).layout.groups.map((g) => g.name)[0] // "proficiency-double"
 */
export function sampleSideRolls(bonus: number): SamplePlan {
  const layout: TallyLayout = { groups: SIDE_ROLLS.map((side) => ({ name: side.name, categories: [...SIDE_OUTCOMES] })) };
  const offsets = tallyOffsets(layout);
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
  const groupAt = Int32Array.from(offsets.groups);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const code = random.below(size);
      for (let k = 0; k < rollCount; k++) tally[groupAt[k]! + categoryAt[k * size + code]!]!++;
    }
  };
  return { layout, run };
}

/**
 * The simulated side rolls in the exact result's shape: one outcome per side roll (its simulated
 * P(success), 95% Wilson interval and count), CSV rows with the interval, a bar chart with error bars
 * and the table. O(side rolls).
 */
export function sampledSideRollsResult(estimates: Estimates, bonus: number): AnalysisResult {
  const outcomes: OutcomeRow[] = SIDE_ROLLS.map((side) => {
    const e = estimates.groups[side.name]!.success!;
    return { outcome: side.name, rule: side.rule, dc: side.dc, probability: e.probability, low: e.low, high: e.high, count: e.count };
  });
  const simulated = `simulated, ${estimates.trials} trials`;
  const table = estimatedTable(outcomes);
  return {
    outcomes,
    summary: {},
    summaryExact: {},
    rows: outcomes.map(({ outcome, rule, dc, probability, low, high, count }) => ({ roll: outcome, rule: rule ?? null, dc: dc ?? null, pSuccess: probability, pSuccessLow: low ?? null, pSuccessHigh: high ?? null, count: count ?? null })),
    charts: [
      outcomeBarChart(
        outcomes,
        `Side rolls at bonus ${bonus}: P(success) (${simulated})`,
        SIDE_ROLLS.map((side) => side.name),
      ),
    ],
    table: {
      columns: ["side roll", "DC", "P(success)", "95% interval", "successes", "rule"],
      rows: outcomes.map((o, i) => [o.outcome, String(o.dc), table.rows[i]![1]!, table.rows[i]![2]!, String(o.count), String(o.rule)]),
    },
  };
}
