import { fraction, type Fraction } from "mathjs";
import { tallyOffsets } from "../../src/core/estimate.js";
import type { SamplePlan } from "../../src/core/sample-plan.js";
import { findAnalysis } from "../../src/analyses/index.js";
import type { PreparedRun } from "../../src/framework/registered-analysis.js";
import { degreeName, degreeOf, signedEffect, LADDERS } from "../../src/models/kingstone/ladder.js";
import { solveTable } from "../../src/models/kingstone/table.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";
import { planOf } from "../../src/sim/run-shard.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { bruteReroll, F } from "../../test/support/brute-force.js";
import { fractionText } from "../exact-text.js";
import { cpuMs, expectNear, expectSame, range, sized, time, timeBatched, type Suite } from "../measure.js";

/** A Kingstone analysis from the registry, prepared with raw parameters as the CLI would give them. */
function prepared(name: string, raw: Readonly<Record<string, unknown>>): PreparedRun {
  const run = findAnalysis("kingstone", name)!.prepare(raw);
  if (!run.ok) throw new Error(`kingstone ${name}: ${run.errors.join("; ")}`);
  return run.value;
}

/** Runs `trials` trials of a plan on one core, in this thread (no pool); returns the tally. */
function runPlan(plan: SamplePlan, trials: number): Float64Array {
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  plan.run(new Xoshiro128(seedState(1)), trials, tally);
  return tally;
}

/**
 * The baseline of the grid: every cell by enumerating the 36 ordered rolls of 2d6 and adding 1/36 per
 * roll in mathjs fractions, as a first implementation would. Returns P(success) and E[effect] per cell.
 */
export function naiveGrid(bonuses: readonly number[], dcs: readonly number[], ladder: (typeof LADDERS)[number]): string[] {
  const out: string[] = [];
  const oneRoll = fraction(1, 36);
  for (const bonus of bonuses) {
    for (const dc of dcs) {
      let success: Fraction = fraction(0);
      let effect: Fraction = fraction(0);
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          const margin = a + b + bonus - dc;
          if (margin >= 0) success = success.add(oneRoll);
          effect = effect.add(oneRoll.mul(signedEffect(degreeOf(margin, ladder))));
        }
      }
      out.push(`${success.toFraction()} ${effect.toFraction()}`);
    }
  }
  return out;
}

/** The baseline of the reroll grid: the tests' brute force, trying every reroll of every ordered roll in mathjs fractions. */
function bruteRerollGrid(bonuses: readonly number[], dcs: readonly number[]): string[] {
  const out: string[] = [];
  for (const bonus of bonuses) {
    for (const dc of dcs) {
      const succeeds = (r: number) => r + bonus >= dc;
      const roll = bruteReroll(2, 6, 2, "one-die", () => true, (r) => F(succeeds(r) ? 1 : 0));
      let success: Fraction = fraction(0);
      for (const [result, p] of roll) if (succeeds(result)) success = success.add(p);
      out.push(success.toFraction());
    }
  }
  return out;
}

/** The baseline of the samplers: a naive trial loop, Math.random dice and degree names counted in a Map. */
function naiveCheckLoop(bonus: number, dc: number, trials: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < trials; i++) {
    const total = Math.floor(Math.random() * 6) + 1 + Math.floor(Math.random() * 6) + 1;
    const name = degreeName(degreeOf(total + bonus - dc, "paired"));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

const successes = (categories: readonly string[], tally: Float64Array) => categories.reduce((sum, name, i) => sum + (name.startsWith("success") ? tally[i]! : 0), 0);

/** The Kingstone exact solvers (the whole table grid, every ladder, with and without a reroll) and the samplers on one core. */
export const kingstoneSuite: Suite = {
  name: "kingstone",
  summary: "Kingstone exact grids vs enumeration in mathjs fractions; samplers vs a naive trial loop",
  run: (context) => {
    const bonuses = range(-5, 15);
    const dcs = range(2, 20);
    const rerollBonuses = sized(context, bonuses, range(0, 4));
    const rerollDcs = sized(context, dcs, range(6, 12));
    const plain = { dice: "2d6", reroll: "none", goal: "success" } as const;
    const cells = bonuses.length * dcs.length;
    const grid = `kingstone table, bonus -5..15 x DC 2..20 (${cells} cells), 3 ladders`;
    const naive = `baseline: the same grid enumerating 36 rolls a cell in mathjs fractions`;
    const oneLadder = `kingstone table P(success), bonus -5..15 x DC 2..20 (${cells} cells), one ladder`;
    const rerollGrid = `kingstone table, bonus ${rerollBonuses[0]}..${rerollBonuses.at(-1)} x DC ${rerollDcs[0]}..${rerollDcs.at(-1)} (${rerollBonuses.length * rerollDcs.length} cells), optimal one-die reroll`;
    const bruteRerolls = `baseline: the same reroll grid by the tests' brute force (every reroll of every ordered roll, mathjs)`;

    for (const ladder of LADDERS) {
      const ours = solveTable(bonuses, dcs, { ...plain, ladder }).map((cell) => `${fractionText(cell.pSuccess)} ${fractionText(cell.expectedEffect)}`);
      expectSame(`kingstone grid, ladder ${ladder}`, ours, naiveGrid(bonuses, dcs, ladder));
    }
    expectSame(
      "kingstone reroll grid",
      solveTable(rerollBonuses, rerollDcs, { ...plain, reroll: "one-die", ladder: "paired" }).map((cell) => fractionText(cell.pSuccess)),
      bruteRerollGrid(rerollBonuses, rerollDcs),
    );

    const trials = sized(context, 1e6, 1e5);
    const samplerRuns = sized(context, 5, 1);
    const check = { bonus: 2, dc: 10 };
    const exactCheck = solveExactly(prepared("check", check)).summary.pSuccess!;
    const checkPlan = planOf(prepared("check", check));
    const categories = checkPlan.layout.groups[0]!.categories;
    expectNear("kingstone check sampler", exactCheck, successes(categories, runPlan(checkPlan, trials)), trials);
    const naiveCounts = naiveCheckLoop(2, 10, trials);
    expectNear("kingstone naive trial loop", exactCheck, [...naiveCounts].reduce((sum, [name, count]) => sum + (name.startsWith("success") ? count : 0), 0), trials);
    const samplerName = `kingstone check sampler, 2d6+2 vs DC 10, ${trials.toLocaleString("en-US")} trials, one core`;
    const naiveLoop = `baseline: naive trial loop, Math.random dice, degrees counted in a Map, ${trials.toLocaleString("en-US")} trials`;

    // Issue 23 §4: the largest dice a check allows, its cumulative column summed once (was 13 CPU-s).
    const bigCheck = { dice: "20d100", bonus: -10, dc: 40 };
    const bigEstimate = prepared("check", bigCheck).exactCost()!.seconds;

    return [
      {
        workload: `kingstone check 20d100-10 vs DC 40, exact with its "this or better" column, CPU time (its own estimate ${Math.round(bigEstimate * 1000)} ms)`,
        timing: timeBatched(() => solveExactly(prepared("check", bigCheck)), sized(context, 5, 1), 1, sized(context, 500, 0), cpuMs),
        target: { ms: 1000, source: "issue 23 §4: at most 1 CPU-second, the estimate within 2×" },
      },
      {
        workload: grid,
        timing: time(() => {
          for (const ladder of LADDERS) solveTable(bonuses, dcs, { ...plain, ladder });
        }, sized(context, 30, 5), sized(context, 5, 1)),
        throughput: { count: 3 * cells, unit: "cells" },
        baseline: { workload: naive, source: "enumeration in mathjs fractions, same answers (checked)" },
        target: { ms: 5, source: "issue 2: under 5 ms" },
      },
      {
        workload: naive,
        timing: time(() => {
          for (const ladder of LADDERS) naiveGrid(bonuses, dcs, ladder);
        }, sized(context, 3, 1), sized(context, 1, 0)),
        throughput: { count: 3 * cells, unit: "cells" },
      },
      {
        workload: oneLadder,
        timing: time(() => solveTable(bonuses, dcs, { ...plain, ladder: "paired" }), sized(context, 30, 5), sized(context, 5, 1)),
        throughput: { count: cells, unit: "cells" },
        target: { ms: 22, source: "issue 2: icepool took ~22 ms on a smaller grid (a figure quoted, not measured here)" },
      },
      {
        workload: rerollGrid,
        timing: time(() => solveTable(rerollBonuses, rerollDcs, { ...plain, reroll: "one-die", ladder: "paired" }), sized(context, 5, 2), 1),
        throughput: { count: rerollBonuses.length * rerollDcs.length, unit: "cells" },
        baseline: { workload: bruteRerolls, source: "the tests' brute force, same P(success) (checked)" },
      },
      {
        workload: bruteRerolls,
        timing: time(() => bruteRerollGrid(rerollBonuses, rerollDcs), 1, 0),
        throughput: { count: rerollBonuses.length * rerollDcs.length, unit: "cells" },
      },
      {
        workload: samplerName,
        timing: time(() => runPlan(checkPlan, trials), samplerRuns, 1),
        throughput: { count: trials, unit: "trials" },
        baseline: { workload: naiveLoop, source: "naive loop, same P(success) within 5 SE (checked)" },
      },
      {
        workload: naiveLoop,
        timing: time(() => naiveCheckLoop(2, 10, trials), samplerRuns, 1),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `kingstone check sampler, 2d6 optimal one-die reroll, ${trials.toLocaleString("en-US")} trials, one core`,
        timing: time(() => runPlan(planOf(prepared("check", { ...check, reroll: "one-die" })), trials), samplerRuns, 1),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `kingstone table sampler, bonus 0..8 x DC 4..16 (117 cells), ${trials.toLocaleString("en-US")} trials`,
        timing: time(() => runPlan(planOf(prepared("table", { bonus: "0..8", dc: "4..16", degreesBonus: 2 })), trials), samplerRuns, 1),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `kingstone death-save sampler, Endurance 1, ally +2, ${trials.toLocaleString("en-US")} trials`,
        timing: time(() => runPlan(planOf(prepared("death", { endurance: 1, allyBonus: 2 })), trials), samplerRuns, 1),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `kingstone fight: 10 enemies x bonus 0..5, ${sized(context, "2e4", "2e3")} trials (${sized(context, "1.2e6", "1.2e5")} fights)`,
        timing: time(
          () =>
            runPlan(planOf(prepared("fight", { enemy: "all", bonus: "0..5" })), sized(context, 2e4, 2e3)),
          sized(context, 3, 1),
          sized(context, 1, 0),
        ),
        throughput: { count: sized(context, 2e4, 2e3) * 60, unit: "fights" },
        target: { ms: 2000, source: "issue 6 brief: a report run under ~2 s" },
      },
    ];
  },
};
