/**
 * The limits the random-hand analyses (curve, pick, flip, attack) put on their runs: the exact solvers'
 * estimated cost, and the samplers' greedy-only play.
 */
import type { ExactCost } from "../../framework/exact-cost.js";
import { messages } from "../../framework/messages.js";
import { CURVE_POLICIES } from "../../models/ultimo/curve.js";
import { queenValueOf, rulesFrom, type RuleParams } from "./rule-options.js";
import { curveSeconds, exchangeSeconds } from "./solve-costs.js";

type HandParams = RuleParams & { handSize: number; limit: number; policy: (typeof CURVE_POLICIES)[number]; queen: number | undefined };

/** The way out of a costly random-hand run: a smaller hand or limit, or a greedy simulation. */
function randomHandCost(seconds: number, params: HandParams): ExactCost {
  const what = `hand ${params.handSize}, ${Math.min(params.handSize, params.limit)} cards played, ${params.policy}`;
  return { seconds, what, smaller: "a smaller --hand-size or --limit", ...(params.policy === "optimal" ? { simulateWith: "--policy greedy" } : {}) };
}

/**
 * The estimated cost of an exact curve (or pick) over difficulties 0..maxDifficulty: analyses/ultimo/solve-costs.ts's
 * curveSeconds under the run's rules. O(kinds × hand² × limit²).
 */
export function curveCost(params: HandParams, maxDifficulty: number): ExactCost {
  const rules = rulesFrom(params);
  return randomHandCost(curveSeconds(params.handSize, params.limit, params.policy, rules, queenValueOf(params.queen, rules), maxDifficulty), params);
}

/**
 * The estimated cost of an exact exchange at one difficulty (ultimo attack): analyses/ultimo/solve-costs.ts's
 * exchangeSeconds under the run's rules. O(kinds × hand² × limit²).
 */
export function exchangeCost(params: HandParams, difficulty: number): ExactCost {
  const rules = rulesFrom(params);
  return randomHandCost(exchangeSeconds(params.handSize, params.limit, params.policy, rules, queenValueOf(params.queen, rules), difficulty), params);
}

/**
 * Why a random hand's play cannot be simulated: the samplers play greedily (an optimal play per hand is a
 * search over its sub-hands in every trial), so `--mc` takes --policy greedy only.
 * @example samplerPolicyProblems("greedy") // []
 */
export function samplerPolicyProblems(policy: (typeof CURVE_POLICIES)[number]): string[] {
  return policy === "greedy" ? [] : [messages.refused("--policy", "with --mc, greedy (the sampler plays the greedy play of each random hand; optimal play is solved exactly only)", policy)];
}

/**
 * Throws the sampler's first problem, for a plan reached without its `sampleLimits` checked. O(1).
 * @throws {RangeError} the first problem, when there is one
 * @example refuseSampling([]) // undefined
 */
export function refuseSampling(problems: readonly string[]): void {
  if (problems.length > 0) throw new RangeError(problems[0]);
}
