import { tallyOffsets } from "../../src/core/estimate.js";
import type { SamplePlan } from "../../src/core/sample-plan.js";
import type { PreparedRun } from "../../src/framework/registered-analysis.js";
import { findAnalysis, solveExactly } from "../../src/pipeline/index.js";
import { planOf } from "../../src/sim/run-shard.js";
import { Xoshiro128, seedState } from "../../src/sim/xoshiro.js";
import { solveCardDeal } from "../../src/models/zilch/card-deal.js";
import { pointBuyStats } from "../../src/models/zilch/chargen.js";
import { contestGrid } from "../../src/models/zilch/table.js";
import { solveTest } from "../../src/models/zilch/suit-test.js";
import { bruteContest } from "../../test/support/zilch-brute-force.js";
import { fractionText } from "../exact-text.js";
import { expectNear, expectSame, range, sized, time, type Measurement, type Suite } from "../measure.js";

const PILE = [5, 6, 7, 8, 9, 10];

/** A zilch analysis's run, found through the registry and validated as the CLI validates it. */
function prepared(name: string, raw: Readonly<Record<string, unknown>>): PreparedRun {
  const run = findAnalysis("zilch", name)!.prepare(raw);
  if (!run.ok) throw new Error(run.errors.join("; "));
  return run.value;
}

/** Runs `trials` trials of a plan in this thread; returns the tally. */
function runPlan(plan: SamplePlan, trials: number, random = new Xoshiro128(seedState(1))): Float64Array {
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  plan.run(random, trials, tally);
  return tally;
}

/** The heatmap's baseline: the tests' brute force, deciding every pair of roll values in mathjs fractions. */
export function bruteGrid(targets: readonly number[]): string[] {
  return targets.flatMap((a) => targets.map((b) => bruteContest(a, b, "draw", false)[0]!.toFraction()));
}

/** The samplers' baseline: a naive trial loop (Math.random, the roll rebuilt each trial, outcomes counted by name). */
function naiveTestLoop(target: number, trials: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < trials; i++) {
    const d12 = Math.floor(Math.random() * 12) + 1;
    const roll = d12 === 12 ? 12 + Math.floor(Math.random() * 8) + 1 : d12;
    const outcome = roll <= target - 5 ? "critical-success" : roll <= target ? "success" : roll <= target + 5 ? "failure" : "critical-failure";
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/** The zilch / agony exact solvers: the contest heatmap, the degree table and character generation, and the samplers. */
export const zilchSuite: Suite = {
  name: "zilch",
  summary: "zilch contest heatmap vs the brute force in mathjs, chargen DP; samplers vs a naive trial loop",
  run: (context) => {
    const targets = range(2, 17);
    const heatmap = `zilch contest heatmap, targets 2..17 x 2..17 (${targets.length ** 2} cells)`;
    const brute = "baseline: the same heatmap by the tests' brute force (every pair of rolls, mathjs fractions)";
    const ours = contestGrid(targets, targets, "draw", false).map((cell) => fractionText(cell.pAWins));
    expectSame("zilch contest heatmap", ours, bruteGrid(targets));

    const trials = sized(context, 1_000_000, 100_000);
    const runs = sized(context, 20, 2);
    const exact = 0.5; // solveTest(6).pSuccess, RULES.md 2.2's seed claim
    expectSame("zilch test 6", solveExactly(prepared("test", { target: 6 })).summaryExact.pSuccess, "1/2");
    const testPlan = planOf(prepared("test", { target: 6 }));
    const tally = runPlan(testPlan, trials);
    const categories = testPlan.layout.groups[0]!.categories;
    const successCount = categories.reduce((sum, name, i) => sum + (name === "success" || name === "critical-success" ? tally[i]! : 0), 0);
    expectNear("zilch test sampler", exact, successCount, trials);
    const naive = naiveTestLoop(6, trials);
    expectNear("zilch naive trial loop", exact, (naive["success"] ?? 0) + (naive["critical-success"] ?? 0), trials);
    const sampler = `zilch test sampler, target 6, ${trials.toLocaleString("en-US")} trials, one core`;
    const naiveLoop = `baseline: naive trial loop, Math.random, outcomes counted by name, ${trials.toLocaleString("en-US")} trials`;
    const random = new Xoshiro128(seedState(1));
    const prng = `PRNG alone: ${trials.toLocaleString("en-US")} xoshiro128** below(96)`;
    let sink = 0;

    const heatmapTiming = time(() => contestGrid(targets, targets, "draw", false), sized(context, 30, 5), sized(context, 5, 1));
    const measurements: Measurement[] = [
      {
        workload: heatmap,
        timing: heatmapTiming,
        throughput: { count: targets.length ** 2, unit: "cells" },
        baseline: { workload: brute, source: "the tests' brute force, same answers (checked)" },
        target: { ms: 20, source: "issue 3: under 20 ms" },
      },
      {
        workload: brute,
        timing: time(() => bruteGrid(targets), sized(context, 3, 1), 0),
        throughput: { count: targets.length ** 2, unit: "cells" },
      },
      {
        workload: "zilch contest heatmap, the same with the chained d8",
        timing: time(() => contestGrid(targets, targets, "draw", true), sized(context, 30, 5), sized(context, 5, 1)),
        throughput: { count: targets.length ** 2, unit: "cells" },
      },
      {
        workload: "zilch degree table, targets -3..26 (30 targets)",
        timing: time(() => range(-3, 26).map((t) => solveTest(t, false)), sized(context, 30, 5), sized(context, 5, 1)),
        throughput: { count: 30, unit: "targets" },
      },
      {
        workload: "zilch chargen cards, 4 players, every seat (exact DP)",
        timing: time(() => solveCardDeal({ values: PILE, piles: 4, players: 4, redrawAtMost: 25 }), sized(context, 5, 1), sized(context, 1, 0)),
      },
      ...(context.quick
        ? []
        : [
            {
              workload: "zilch chargen cards, 6 players, every seat (exact DP)",
              timing: time(() => solveCardDeal({ values: PILE, piles: 4, players: 6, redrawAtMost: 25 }), 5, 1),
            },
          ]),
      { workload: "zilch chargen point-buy from 4", timing: time(() => pointBuyStats(4), sized(context, 10, 2), sized(context, 2, 0)) },
      {
        workload: sampler,
        timing: time(() => runPlan(testPlan, trials, random), runs, 2),
        throughput: { count: trials, unit: "trials" },
        baseline: { workload: naiveLoop, source: "naive loop, same P(success) within 5 SE (checked)" },
      },
      { workload: naiveLoop, timing: time(() => naiveTestLoop(6, trials), sized(context, 5, 1), 1), throughput: { count: trials, unit: "trials" } },
      {
        workload: prng,
        timing: time(() => {
          for (let i = 0; i < trials; i++) sink += random.below(96);
        }, runs, 3),
        throughput: { count: trials, unit: "draws" },
      },
      {
        workload: `zilch contest sampler, 6 vs 6, ${trials.toLocaleString("en-US")} trials, one core`,
        timing: time(() => runPlan(planOf(prepared("contest", { a: 6, b: 6 })), trials, random), runs, 2),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `zilch chargen cards sampler, 4 players, ${(trials / 10).toLocaleString("en-US")} trials, one core`,
        timing: time(() => runPlan(planOf(prepared("chargen", { method: "cards" })), trials / 10, random), sized(context, 10, 1), 1),
        throughput: { count: trials / 10, unit: "trials" },
      },
    ];
    if (sink < 0) console.log(sink);
    return measurements;
  },
};
