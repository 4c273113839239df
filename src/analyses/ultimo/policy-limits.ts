/**
 * The limits the random-hand analyses (curve, pick, attack) put on their runs: the exact curve's size,
 * and the samplers' greedy-only play.
 */
import { messages } from "../../core/messages.js";
import { CURVE_POLICIES, curveProblem } from "../../models/ultimo/curve.js";

/** A curve too large to solve exactly, as a message naming the flags. */
export function sizeProblems(params: { handSize: number; limit: number; policy: (typeof CURVE_POLICIES)[number] }): string[] {
  const problem = curveProblem(params.handSize, params.limit, params.policy);
  return problem === undefined ? [] : [messages.refused("--hand-size and --limit", `with --policy ${params.policy}, ${problem}`, `${params.handSize} and ${params.limit}`)];
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
