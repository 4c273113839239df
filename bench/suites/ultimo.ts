import { Rational } from "../../src/core/rational.js";
import { rankPlays } from "../../src/models/ultimo/best.js";
import { readPlay } from "../../src/models/ultimo/cards.js";
import { solveCurve } from "../../src/models/ultimo/curve.js";
import { DEFAULT_RULES } from "../../src/models/ultimo/rules.js";
import { countChallenge } from "../../src/models/ultimo/solve-challenge.js";
import { readFileSync } from "node:fs";
import { tallyOffsets } from "../../src/core/estimate.js";
import { validateRun } from "../../src/core/analysis.js";
import { sessionAnalysis } from "../../src/models/ultimo/session.js";
import { Xoshiro128, streamStates } from "../../src/sim/xoshiro.js";
import { bruteForceChallenge } from "../../test/support/ultimo-brute-force.js";
import { findAnalysis } from "../../src/models/index.js";
import { time, type Suite } from "../measure.js";

/** 100,000 trials of an Ultimo analysis's sampler on one core (plan built once, outside the timing). */
function samplerWork(name: string, raw: Readonly<Record<string, unknown>>): () => void {
  const analysis = findAnalysis("ultimo", name)!;
  const validated = validateRun(analysis, raw);
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  const plan = analysis.sampler!.plan(validated.value as never);
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  const random = new Xoshiro128(streamStates(1, 1)[0]!);
  return () => plan.run(random, 100_000, tally);
}

/**
 * The Ultimo exact solvers against the issue's targets, and the dynamic programme against plain
 * enumeration of every Dealer draw (the tests' brute force) where enumeration is still feasible.
 */
/** A fresh session plan (empty caches, as each shard starts) running `trials` trials in this thread. */
function sessionTrials(raw: Record<string, unknown>, trials: number): () => void {
  const scenario = JSON.parse(readFileSync(new URL("../../scenarios/ultimo/evening.json", import.meta.url), "utf8"));
  const validated = validateRun(sessionAnalysis, { scenario, ...raw });
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return () => {
    const plan = sessionAnalysis.sampler!.plan(validated.value);
    plan.run(new Xoshiro128(streamStates(1, 1)[0]!), trials, new Float64Array(tallyOffsets(plan.layout).size));
  };
}

export const ultimoSuite: Suite = {
  name: "ultimo",
  summary: "Ultimo challenge DP (vs enumeration of deals), best play, difficulty curves",
  run: () => {
    const seven = readPlay("A,K,10,9,8,7,6");
    const five = readPlay("J,A,K,9,7");
    return [
      {
        workload: "ultimo challenge, 7-card play, D 0..20 (one pass)",
        timing: time(() => countChallenge(seven, DEFAULT_RULES, 20)),
        baseline: { ms: 2, source: "target (issue 4): under 2 ms" },
      },
      {
        workload: "ultimo challenge, 5-card play, D 0..4 (one pass)",
        timing: time(() => countChallenge(five, DEFAULT_RULES, 4)),
        baseline: { workload: "enumeration of every Dealer draw, 5-card play, D 0..4 (342,541 draws)", source: "plain enumeration, same answer, this run" },
      },
      {
        workload: "enumeration of every Dealer draw, 5-card play, D 0..4 (342,541 draws)",
        timing: time(() => {
          for (let d = 0; d <= 4; d++) bruteForceChallenge(five, DEFAULT_RULES, d);
        }, 3, 1),
      },
      {
        workload: "ultimo best, 8-card hand K,9,7,4,2,J,Q,A, limit 5, D 6",
        timing: time(() => rankPlays(readPlay("K,9,7,4,2,J,Q,A"), 5, 6, DEFAULT_RULES, "success", Rational.ZERO), 5, 1),
        baseline: { ms: 200, source: "target (issue 4): under 200 ms" },
      },
      {
        workload: "ultimo curve, hand 7, limit 4, D 0..20, optimal",
        timing: time(() => solveCurve(7, 4, "optimal", DEFAULT_RULES, 2, 20), 3, 0),
        baseline: { ms: 5000, source: "target (issue 4): under 5 s" },
      },
      {
        workload: "ultimo curve, hand 7, limit 4, D 0..20, greedy (limits 1..4)",
        timing: time(() => solveCurve(7, 4, "greedy", DEFAULT_RULES, 2, 20), 3, 0),
      },
      {
        workload: "ultimo flip sampler, Psyche 3 vs D 3: 100,000 trials, one core",
        timing: time(samplerWork("flip", { psyche: "3", difficulty: "3" }), 5, 1),
      },
      {
        workload: "ultimo curve sampler, hand 10, limit 8, greedy, D 0..20: 100,000 trials (beyond the exact curve)",
        timing: time(samplerWork("curve", { handSize: "10", limit: "8", policy: "greedy" }), 5, 1),
      },
      {
        workload: "ultimo attack sampler, attack power 5 vs the Fanatic (exchange + attacks to defeat): 100,000 trials",
        timing: time(samplerWork("attack", { limit: "5", foe: "fanatic" }), 5, 1),
      },
      {
        workload: "ultimo fight sampler, the report's starting character vs the Cultist: 100,000 fights",
        timing: time(samplerWork("fight", { limit: "5", armor: "3", weapon: "2", foe: "cultist" }), 5, 1),
        baseline: { ms: 2000, source: "a report run's budget (issue 6): under ~2 s" },
      },
      {
        workload: "ultimo session, the 8-challenge evening, greedy, 30,000 trials, one thread",
        timing: time(sessionTrials({}, 30_000), 3, 1),
        baseline: { ms: 2000, source: "brief: a report run under ~2 s" },
      },
      {
        workload: "ultimo session, the evening, conserve (target 60%), 20,000 trials from a fresh plan",
        timing: time(sessionTrials({ policy: "conserve", targetProbability: 0.6 }, 20_000), 3, 0),
        baseline: { ms: 2000, source: "brief: a report run under ~2 s" },
      },
    ];
  },
};
