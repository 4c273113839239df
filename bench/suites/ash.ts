import { parseCards, type Card } from "../../src/core/cards.js";
import { Rational } from "../../src/core/exact/rational.js";
import { campaignFigures, repeatedCampaign, solveCampaign } from "../../src/models/ash/campaign.js";
import { summarizeCampaign } from "../../src/models/ash/campaign-figures.js";
import { checkTerms, type AshCheckSetup } from "../../src/models/ash/building-the-total.js";
import { solveAshCheck } from "../../src/models/ash/check.js";
import { optimalSetupOf, solveOptimalPlay, solveOptimalPlayBy } from "../../src/models/ash/optimal-play.js";
import { ReferenceDecisionStates } from "../../test/support/ash-decision-states-reference.js";
import { fullDeckCounts } from "../../src/models/ash/card-values.js";
import { OUTCOMES } from "../../src/models/ash/outcome-ladder.js";
import { solveAshTable } from "../../src/models/ash/table.js";
import type { SamplePlan } from "../../src/core/sample-plan.js";
import { tallyOffsets } from "../../src/core/estimate.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { planOf } from "../../src/sim/run-shard.js";
import { Xoshiro128, seedState } from "../../src/sim/xoshiro.js";
import { bruteFixedCheck, bruteOptimalUtility, valuesOfCounts } from "../../test/support/ash-brute.js";
import { F } from "../../test/support/brute-force.js";
import { expectSame, range, sized, time, type Suite } from "../measure.js";

/** Times `trials` trials of a plan in this thread (the plan built once, outside the timing). */
function timeTrials(plan: SamplePlan, trials: number, runs: number) {
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  const random = new Xoshiro128(seedState(1));
  return time(() => plan.run(random, trials, tally), runs, 1);
}

/** The trial loop of an Ash analysis, found through the registry and prepared from raw parameters as the CLI would. */
function planFor(name: string, raw: Readonly<Record<string, unknown>>): SamplePlan {
  const prepared = findAnalysis("ash", name)!.prepare(raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return planOf(prepared.value);
}

const hand = (parseCards("QS,7C,AH,2D,KC", "required") as { ok: true; cards: Card[] }).cards;

/** The bench's Ash check: trait 3 with a 5-card hand against 4 Opposing cards and Strain 3, played optimally (also the exact-vs-mc suite's question). */
export const CHECK: AshCheckSetup = {
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
};

/** The fixed check's baseline: the tests' brute force, every subset of the player's and the GM's draws, in mathjs fractions. */
function bruteNoHand(trait: number, opposingAndStrain: number): Record<string, string> {
  const brute = bruteFixedCheck({ suit: "S", hand: [], playedValue: 0, playerDraws: trait, opposingAndStrain, shared: false, weapon: 0 });
  return Object.fromEntries(OUTCOMES.map((o) => [o, brute.get(o)]).filter(([, p]) => p !== undefined && !(p as { equals(x: number): boolean }).equals(0)).map(([o, p]) => [o, `${(p as { n: bigint }).n}/${(p as { d: bigint }).d}`]));
}

// A 7-card player deck (values 0,0,0,1,1,2,3), a hand 0,1,2, trait 1, 1 GM card from a full deck: small enough to brute-force every decision.
const SMALL_DECK = [3, 2, 1, 1];
const SMALL_HAND = [0, 1, 2];

/** The optimal play of the bench's check with a hand of `size` cards (QS,7C,AH,2D,KC,3H,JS,9D,AC: values 2, 0, 1, 0, 1, 0, 2, 0, 1 in spades). */
function optimalSetupOfHand(size: number) {
  const cards = (parseCards("QS,7C,AH,2D,KC,3H,JS,9D,AC", "required") as { ok: true; cards: Card[] }).cards.slice(0, size);
  const setup = { ...CHECK, hand: cards };
  return optimalSetupOf(setup, checkTerms(setup));
}

/** A solution's figures as text, to hold the memoised solver to the reference before timing. */
const optimalFigures = (solution: ReturnType<typeof solveOptimalPlay>) => ({ utility: solution.expectedUtility.toString(), cards: solution.expectedCardsUsed.toString(), states: solution.stateCount, plans: solution.plans.map((p) => p.plan).join("|") });

/** Issue 17's workloads: the optimal check by hand size and the long campaign, each beside the solver it replaced. */
function issue17Rows(context: Parameters<Suite["run"]>[0]) {
  const rows = [];
  for (const size of context.quick ? [5] : [5, 7, 9]) {
    const setup = optimalSetupOfHand(size);
    const name = `ash optimal play, ${size}-card hand (trait 3, 4 opposing + 3 strain), memoised by decision state`;
    const reference = `baseline: the same play by the solver before issue 17 (a Map of state objects)`;
    expectSame(name, optimalFigures(solveOptimalPlay(setup)), optimalFigures(solveOptimalPlayBy(setup, (s, n) => new ReferenceDecisionStates(s, n))));
    rows.push(
      { workload: name, timing: time(() => solveOptimalPlay(setup), sized(context, 7, 1), sized(context, 2, 0)), baseline: { workload: `${reference}, ${size} cards`, source: "same figures, plans and state count (checked)" }, ...(size === 9 ? { target: { ms: 50, source: "issue 17: a 9-card hand within 50 ms" } } : {}) },
      { workload: `${reference}, ${size} cards`, timing: time(() => solveOptimalPlayBy(setup, (s, n) => new ReferenceDecisionStates(s, n)), sized(context, 5, 1), sized(context, 1, 0)) },
    );
  }
  const checks = sized(context, 40, 10);
  const long = (n: number) => repeatedCampaign({ checks: n, opposing: 2, trait: 2, restEvery: 0, rest: "half", evocation: false, startHand: 5, handPolicy: "all", decks: "separate" });
  const summarize = `ash campaign figures, ${checks} checks (trait 2 vs 2, no rest): the chain and every step's figures, fractions reduced over small primes`;
  const euclid = `baseline: the same by solveCampaign and campaignFigures (Euclid's gcd on every fraction), ${checks} checks`;
  const fast = summarizeCampaign(long(checks)).at(-1)!;
  const slow = campaignFigures(solveCampaign(long(checks)).at(-1)!);
  expectSame(summarize, fast.expectedWounds.toString() + fast.pExit.toString(), slow.expectedWounds.toString() + slow.pExit.toString());
  rows.push(
    { workload: summarize, timing: time(() => summarizeCampaign(long(checks)), sized(context, 3, 1), sized(context, 1, 0)), baseline: { workload: euclid, source: "same last-step figures (checked)" } },
    { workload: euclid, timing: time(() => solveCampaign(long(checks)).map(campaignFigures), sized(context, 1, 1), 0) },
  );
  if (!context.quick) {
    rows.push({ workload: "ash campaign figures, 100 checks (trait 2 vs 2, no rest), as `oddsmith ash campaign --checks 100` computes them", timing: time(() => summarizeCampaign(long(100)), 3, 0), target: { ms: 2000, source: "issue 17: 100 checks within 2 s, linear in checks" } });
  }
  return rows;
}

/** The Ash exact solvers: the issue's two workloads (an optimal check, a 20-check campaign), the table, and the samplers. */
export const ashSuite: Suite = {
  name: "ash",
  summary: "Ash checks vs every subset of the draws (and the optimal play vs a brute force of every decision), the campaign chain, the table",
  run: (context) => {
    const noHand = { ...CHECK, hand: [], trait: 2, opposing: 2, strain: 1, policy: "none" } as const;
    const fixed = "ash check, trait 2 vs 2 opposing + 1 strain, no hand, policy none";
    const fixedBrute = "baseline: the same check by every subset of the draws (tests' brute force, mathjs)";
    const solved = solveAshCheck(noHand);
    expectSame(fixed, Object.fromEntries(OUTCOMES.map((o) => [o, solved.outcomes.probability(o).toString()]).filter(([, p]) => p !== "0/1")), bruteNoHand(2, 3));

    const small = { deckCounts: SMALL_DECK, hand: SMALL_HAND.map((value, i) => ({ name: `c${i}`, value })), trait: 1, opposingAndStrain: 1, decks: "separate", reveal: "before", weapon: 0, cardCost: Rational.ZERO } as const;
    const smallOptimal = "ash optimal play, 7-card deck, hand 0,1,2, trait 1, 1 GM card";
    const smallBrute = "baseline: the same optimal play by trying every play, discard and stop (tests' brute force, mathjs)";
    const bruteSmall = () => bruteOptimalUtility(valuesOfCounts(SMALL_DECK), SMALL_HAND, 1, valuesOfCounts(fullDeckCounts()), 1, F(0));
    const brute = bruteSmall();
    expectSame(smallOptimal, solveOptimalPlay(small).expectedUtility.toString(), `${brute.s * brute.n}/${brute.d}`);

    const campaign = repeatedCampaign({ checks: sized(context, 20, 8), opposing: 2, trait: 2, restEvery: 4, rest: "half", evocation: false, startHand: 5, handPolicy: "all", decks: "separate" });
    const campaignName = `ash campaign, ${sized(context, 20, 8)} checks (trait 2 vs 2), half rest every 4, random hands`;
    const trials = sized(context, 100_000, 10_000);
    const runs = sized(context, 10, 1);
    return [
      ...issue17Rows(context),
      {
        workload: "ash check, trait 3, 5-card hand, 4 opposing + 3 strain, policy optimal",
        timing: time(() => solveAshCheck(CHECK), sized(context, 15, 2), sized(context, 3, 1)),
        target: { ms: 50, source: "issue 5: under 50 ms" },
      },
      { workload: "ash check, the same with reveal=after", timing: time(() => solveAshCheck({ ...CHECK, reveal: "after" }), sized(context, 10, 1), sized(context, 2, 0)) },
      {
        workload: fixed,
        timing: time(() => solveAshCheck(noHand), sized(context, 30, 5), sized(context, 5, 1)),
        baseline: { workload: fixedBrute, source: "every subset of the draws, same distribution (checked)" },
      },
      { workload: fixedBrute, timing: time(() => bruteNoHand(2, 3), sized(context, 3, 1), 0) },
      {
        workload: smallOptimal,
        timing: time(() => solveOptimalPlay(small), sized(context, 30, 5), sized(context, 5, 1)),
        baseline: { workload: smallBrute, source: "every decision tried, same expected utility (checked)" },
      },
      { workload: smallBrute, timing: time(bruteSmall, sized(context, 3, 1), 0) },
      {
        workload: campaignName,
        timing: time(() => solveCampaign(campaign), sized(context, 5, 1), sized(context, 1, 0)),
        ...(context.quick ? {} : { target: { ms: 1000, source: "issue 5: under 1 s" } }),
      },
      {
        workload: `ash check sampler, ${trials.toLocaleString("en-US")} trials: trait 2 vs 2 opposing + 1 strain, no hand`,
        timing: timeTrials(planFor("check", { suit: "spades", trait: 2, opposing: 2, strain: 1 }), trials, runs),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `ash check sampler, ${trials.toLocaleString("en-US")} trials: the optimal check above (decision table looked up)`,
        timing: timeTrials(planFor("check", { suit: "spades", trait: 3, hand: "QS,7C,AH,2D,KC", opposing: 4, strain: 3, policy: "optimal" }), trials, runs),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: `ash campaign sampler, ${(trials / 10).toLocaleString("en-US")} runs of the campaign above, real hands`,
        timing: timeTrials(planFor("campaign", { checks: sized(context, 20, 8), opposing: 2, trait: 2, restEvery: "4", rest: "half", hands: "real" }), trials / 10, sized(context, 5, 1)),
        throughput: { count: trials / 10, unit: "campaigns" },
      },
      {
        workload: "ash table, trait 0..4 x opposing 0..5, empty and random 5-card hand",
        timing: time(() => solveAshTable(range(0, 4), range(0, 5), [0], 5, "separate"), sized(context, 5, 1), sized(context, 1, 0)),
        throughput: { count: 60, unit: "cells" },
      },
    ];
  },
};
