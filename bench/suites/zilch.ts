import { tallyOffsets } from "../../src/core/estimate.js";
import type { SamplePlan } from "../../src/core/analysis.js";
import { Xoshiro128, seedState } from "../../src/sim/xoshiro.js";
import { solveCardDeal } from "../../src/models/zilch/card-deal.js";
import { sampleChargen } from "../../src/models/zilch/sample-chargen.js";
import { sampleContest } from "../../src/models/zilch/sample-contest.js";
import { sampleTest } from "../../src/models/zilch/sample-test.js";
import { pointBuyStats } from "../../src/models/zilch/chargen.js";
import { contestGrid } from "../../src/models/zilch/table.js";
import { solveTest } from "../../src/models/zilch/test.js";
import { range, time, type Suite } from "../measure.js";

const PILE = [5, 6, 7, 8, 9, 10];

/** A timed run of `trials` trials of a plan on one thread (one stream, one tally, reused). */
function timeSampler(plan: SamplePlan, trials: number, runs: number) {
  const random = new Xoshiro128(seedState(1));
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  return time(() => plan.run(random, trials, tally), runs, 2);
}

/** The zilch / agony exact solvers: the contest heatmap, the degree table and character generation. */
export const zilchSuite: Suite = {
  name: "zilch",
  summary: "zilch contest heatmap, degree table, chargen card deals; Monte Carlo samplers (trials/s)",
  run: () => {
    const targets = range(2, 17);
    return [
      {
        workload: "zilch contest heatmap, targets 2..17 x 2..17",
        timing: time(() => contestGrid(targets, targets, "draw", false)),
        baseline: { ms: 20, source: "target (issue 3): under 20 ms" },
      },
      {
        workload: "zilch contest heatmap, targets 2..17 x 2..17, chained d8",
        timing: time(() => contestGrid(targets, targets, "draw", true)),
        baseline: { workload: "zilch contest heatmap, targets 2..17 x 2..17", source: "the same grid without the chain" },
      },
      {
        workload: "zilch degree table, targets -3..26",
        timing: time(() => range(-3, 26).map((t) => solveTest(t, false))),
      },
      {
        workload: "zilch chargen cards, 4 players, every seat (exact DP)",
        timing: time(() => solveCardDeal({ values: PILE, piles: 4, players: 4, redrawAtMost: 25 }), 5, 1),
      },
      {
        workload: "zilch chargen cards, 6 players, every seat (exact DP)",
        timing: time(() => solveCardDeal({ values: PILE, piles: 4, players: 6, redrawAtMost: 25 }), 5, 1),
      },
      {
        workload: "zilch chargen point-buy from 4",
        timing: time(() => pointBuyStats(4), 10, 2),
      },
      // Monte Carlo (issue 6), one thread in-process: the ms per 10^6 trials are µs per trial.
      {
        workload: "PRNG alone: 1,000,000 random.below(96) (xoshiro128**)",
        timing: (() => {
          const random = new Xoshiro128(seedState(1));
          let sink = 0;
          const timing = time(() => {
            for (let i = 0; i < 1_000_000; i++) sink += random.below(96);
          }, 20, 3);
          if (sink < 0) console.log(sink);
          return timing;
        })(),
      },
      {
        workload: "zilch test sampler, target 6: 1,000,000 trials, 1 thread",
        timing: timeSampler(sampleTest(6, false), 1_000_000, 20),
        baseline: { workload: "PRNG alone: 1,000,000 random.below(96) (xoshiro128**)", source: "one draw per trial: the PRNG is the ceiling" },
      },
      {
        workload: "zilch contest sampler, 6 vs 6: 1,000,000 trials, 1 thread",
        timing: timeSampler(sampleContest({ a: 6, b: 6, ties: "draw", explodeChain: false }), 1_000_000, 20),
        baseline: { workload: "PRNG alone: 1,000,000 random.below(96) (xoshiro128**)", source: "two draws per trial" },
      },
      {
        workload: "zilch chargen cards sampler, 4 players: 100,000 trials, 1 thread",
        timing: timeSampler(sampleChargen({ method: "cards", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }), 100_000, 10),
      },
    ];
  },
};
