import { parseCards, type Card } from "../../src/core/cards.js";
import { Rational } from "../../src/core/rational.js";
import { repeatedCampaign, solveCampaign } from "../../src/models/ash/campaign.js";
import { solveAshCheck } from "../../src/models/ash/check.js";
import { solveAshTable } from "../../src/models/ash/table.js";
import { sampleCampaign } from "../../src/models/ash/sample-campaign.js";
import { sampleCheck } from "../../src/models/ash/sample-check.js";
import type { SamplePlan } from "../../src/core/analysis.js";
import { tallyOffsets } from "../../src/core/estimate.js";
import { Xoshiro128, seedState } from "../../src/sim/xoshiro.js";
import { range, time, type Suite } from "../measure.js";

const SAMPLED_TRIALS = 100_000;

/** Times `trials` trials of a plan in this thread (the plan built once, outside the timing). */
function timeTrials(plan: SamplePlan, runs: number) {
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  const random = new Xoshiro128(seedState(1));
  return time(() => plan.run(random, SAMPLED_TRIALS, tally), runs, 1);
}

const hand = (parseCards("QS,7C,AH,2D,KC", "required") as { ok: true; cards: Card[] }).cards;

/** The Ash exact solvers: the two workloads (an optimal check, a 20-check campaign) and the table. */
export const ashSuite: Suite = {
  name: "ash",
  summary: "Ash card checks: optimal play, the campaign chain, the table",
  run: () => {
    const check = {
      suit: "spades",
      trait: 3,
      hand,
      play: [],
      discard: [],
      opposing: 4,
      strain: 3,
      wounds: 0,
      weaponSt: 0,
      armor: 0,
      pierce: 0,
      role: "attacker",
      evocation: false,
      decks: "separate",
      reveal: "before",
      policy: "optimal",
      cardCost: Rational.ZERO,
    } as const;
    const campaign = repeatedCampaign({ checks: 20, opposing: 2, trait: 2, restEvery: 4, rest: "half", evocation: false, startHand: 5, handPolicy: "all", decks: "separate" });
    return [
      {
        workload: "ash check, trait 3, 5-card hand, 4 opposing + 3 strain, policy optimal",
        timing: time(() => solveAshCheck(check), 15, 3),
        baseline: { ms: 50, source: "target (issue 5): under 50 ms" },
      },
      {
        workload: "ash check, the same with reveal=after",
        timing: time(() => solveAshCheck({ ...check, reveal: "after" }), 10, 2),
      },
      {
        workload: "ash campaign, 20 checks (trait 2 vs 2), half rest every 4, random hands",
        timing: time(() => solveCampaign(campaign), 5, 1),
        baseline: { ms: 1000, source: "target (issue 5): under 1 s" },
      },
      {
        workload: `ash check sampler, ${SAMPLED_TRIALS / 1000}k trials: trait 2 vs 2 opposing, no hand`,
        timing: timeTrials(sampleCheck({ ...check, hand: [], trait: 2, opposing: 2, strain: 0, policy: "none" }), 10),
      },
      {
        workload: `ash check sampler, ${SAMPLED_TRIALS / 1000}k trials: the optimal check above (decision table looked up)`,
        timing: timeTrials(sampleCheck(check), 10),
        baseline: { workload: "ash check, trait 3, 5-card hand, 4 opposing + 3 strain, policy optimal", source: "its exact solve" },
      },
      {
        workload: `ash campaign sampler, ${SAMPLED_TRIALS / 1000}k trials: the 20-check campaign, real hands`,
        timing: timeTrials(sampleCampaign(campaign, "real"), 5),
        baseline: { workload: "ash campaign, 20 checks (trait 2 vs 2), half rest every 4, random hands", source: "the exact chain" },
      },
      {
        workload: `ash campaign sampler, ${SAMPLED_TRIALS / 1000}k trials: the same, markov hands (fresh decks every check)`,
        timing: timeTrials(sampleCampaign(campaign, "markov"), 5),
        baseline: { workload: "ash campaign, 20 checks (trait 2 vs 2), half rest every 4, random hands", source: "the exact chain" },
      },
      {
        workload: "ash table, trait 0..4 x opposing 0..5, empty and random 5-card hand",
        timing: time(() => solveAshTable(range(0, 4), range(0, 5), [0], 5, "separate"), 5, 1),
      },
    ];
  },
};
