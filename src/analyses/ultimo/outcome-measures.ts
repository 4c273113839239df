/**
 * The five outcomes of a challenge (docs/rules.md 3.5) and P(success or better) as measures, exact from a
 * solution or estimated from a sampler's tally group: what the Ultimo analyses' result builders take, so each
 * builds its exact and its simulated result in one function.
 */
import type { Estimates, ProportionEstimate } from "../../core/estimate.js";
import { estimatedMeasure, exactMeasure, proportionMeasure, type Measure } from "../../framework/measure.js";
import type { ChallengeOutcome } from "../../models/ultimo/outcome.js";
import type { ChallengeSolution } from "../../models/ultimo/solve-challenge.js";
import { categoryOf, groupOf } from "../../framework/estimate-lookup.js";

/** A measure for each of the five outcomes. */
export type OutcomeMeasures = Readonly<Record<ChallengeOutcome, Measure>>;

/**
 * The outcomes of one exact solution as measures. O(outcomes).
 * @example exactOutcomeMeasures(solveChallenge(readPlay("A"), DEFAULT_RULES, [1])[0])["perfect-success"].exact // "23/27"
 */
export function exactOutcomeMeasures(solution: Pick<ChallengeSolution, "outcomes">): OutcomeMeasures {
  const of = (outcome: ChallengeOutcome) => exactMeasure(solution.outcomes.probability(outcome));
  return { "perfect-success": of("perfect-success"), success: of("success"), "partial-success": of("partial-success"), failure: of("failure"), "total-failure": of("total-failure") };
}

/**
 * A tally group of a sampler over the five outcomes (a difficulty's group), by name.
 * @throws {RangeError} when the estimates have no such group or it lacks an outcome
 */
export function outcomeGroup(estimates: Estimates, group: string): Readonly<Record<ChallengeOutcome, ProportionEstimate>> {
  const estimated = groupOf(estimates, group);
  const of = (outcome: ChallengeOutcome) => categoryOf(estimated, outcome);
  return { "perfect-success": of("perfect-success"), success: of("success"), "partial-success": of("partial-success"), failure: of("failure"), "total-failure": of("total-failure") };
}

/**
 * The outcomes of a sampler's tally group as estimated measures. O(outcomes).
 * @throws {RangeError} when the estimates have no such group or it lacks an outcome
 */
export function estimatedOutcomeMeasures(estimates: Estimates, group: string): OutcomeMeasures {
  const outcomes = outcomeGroup(estimates, group);
  return {
    "perfect-success": estimatedMeasure(outcomes["perfect-success"]),
    success: estimatedMeasure(outcomes.success),
    "partial-success": estimatedMeasure(outcomes["partial-success"]),
    failure: estimatedMeasure(outcomes.failure),
    "total-failure": estimatedMeasure(outcomes["total-failure"]),
  };
}

/**
 * P(success or better) of a sampler's tally group, estimated over `total` trials (by default the group's own). O(1).
 * @throws {RangeError} when the estimates have no such group or it lacks an outcome
 */
export function estimatedSuccessOrBetter(estimates: Estimates, group: string, total?: number): Measure {
  const outcomes = outcomeGroup(estimates, group);
  return proportionMeasure(outcomes["perfect-success"].count + outcomes.success.count, total ?? outcomes.success.total);
}

/**
 * A measure's fraction as a CSV cell: the fraction when exact, else null. O(1).
 * @example exactOf({ kind: "exact", value: 0.5, exact: "1/2" }) // "1/2"
 */
export function exactOf(measure: Measure): string | null {
  return measure.kind === "exact" ? measure.exact : null;
}

/**
 * A measure's 95% interval and count as CSV cells: null where the measure is exact or has no count. O(1).
 * @example intervalOf({ kind: "estimated", value: 0.5, low: 0.4, high: 0.6, count: 50 }) // { low: 0.4, high: 0.6, count: 50 }
 */
export function intervalOf(measure: Measure): { readonly low: number | null; readonly high: number | null; readonly count: number | null } {
  return measure.kind === "exact" ? { low: null, high: null, count: null } : { low: measure.low, high: measure.high, count: measure.count ?? null };
}
