/**
 * What the curve and pick analyses share: their hand options, a curve's rows and table, and the points
 * of a simulated curve.
 */
import type { Row } from "../../framework/analysis.js";
import { proportionEstimate, type Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows } from "../../framework/estimated-result.js";
import { formatDuration } from "../../framework/exact-cost.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption } from "../../framework/options.js";
import { rawQueenValue } from "../../models/ultimo/cards.js";
import type { CurvePoint } from "../../models/ultimo/curve.js";
import { OUTCOMES, overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../models/ultimo/rules.js";
import { difficultyGroup } from "../../models/ultimo/sample/challenge.js";
import { curveSeconds } from "./solve-costs.js";
import { citeRules } from "../../framework/rules-citation.js";
import { groupOf, categoryOf } from "./estimate-lookup.js";

/** What an optimal curve of hand 8 costs with 5 and with 8 cards played, in the cost model's own words. */
const handEightCosts = [5, 8].map((played) => formatDuration(curveSeconds(8, played, "optimal", DEFAULT_RULES, rawQueenValue(DEFAULT_RULES), 20)));

/** `--hand-size`: its help quotes the cost model's estimates (analyses/ultimo/solve-costs.ts), so they cannot drift from it. */
export const handSizeOption = integerOption({ label: "Hand size", help: "Cards in hand, dealt at random from the player's own 54-card deck (stamina + 1 at full health); an exact answer over 8 cards may take minutes.", rules: "3.1",
  min: 1,
  max: 10,
  doc: `hand size: cards drawn at random from the player's own 54-card deck (${citeRules("3.1")}); an exact run is estimated first and refused above a minute (hand 8, optimal: ${handEightCosts[0]} with 5 cards played, ${handEightCosts[1]} with 8, on one quiet core; longer on a busy machine); --mc runs are not`,
});
export const limitOption = integerOption({ label: "Card limit", help: "The most cards the player may lay in a challenge.", rules: "3.1", min: 1, max: 10, doc: `card limit (${citeRules("3.1")})` });

/** Rows of a curve: one per difficulty, the five outcomes, P(success or better) and what expertise offers. */
export function curveRows(points: readonly CurvePoint[], playable: number): Row[] {
  return points.map((point) => ({
    difficulty: point.difficulty,
    ...Object.fromEntries(OUTCOMES.map((outcome) => [outcome, point.outcomes.probability(outcome).toNumber()])),
    pSuccessOrBetter: point.pSuccessOrBetter.toNumber(),
    exact: point.pSuccessOrBetter.toString(),
    overwhelmingExpertise: overwhelmingExpertise(playable, point.difficulty) ?? null,
  }));
}

export function curveTable(points: readonly CurvePoint[], playable: number) {
  return {
    columns: ["difficulty", ...OUTCOMES, "P(success+)", "expertise"],
    rows: points.map((point) => [
      String(point.difficulty),
      ...OUTCOMES.map((outcome) => formatPercent(point.outcomes.probability(outcome).toNumber())),
      formatPercent(point.pSuccessOrBetter.toNumber()),
      overwhelmingExpertise(playable, point.difficulty) ?? "",
    ]),
  };
}

/** Each difficulty's estimated outcomes and P(success or better) from a curve simulation. O(difficulties). */
export function sampledCurvePoints(estimates: Estimates, difficulties: readonly number[]) {
  return difficulties.map((difficulty) => {
    const outcomes = estimatedOutcomeRows(estimates, difficultyGroup(difficulty));
    const best = groupOf(estimates, difficultyGroup(difficulty));
    const count = categoryOf(best, "perfect-success").count + categoryOf(best, "success").count;
    const estimate = proportionEstimate(count, categoryOf(best, "success").total);
    return { difficulty, outcomes, pSuccessOrBetter: estimate.probability, low: estimate.low, high: estimate.high, successCount: count };
  });
}

/** The CSV row of one simulated curve point: the outcome mix and P(success or better) with its interval and count. */
export function sampledPointRow(point: ReturnType<typeof sampledCurvePoints>[number]): Row {
  return {
    difficulty: point.difficulty,
    ...Object.fromEntries(point.outcomes.map((o) => [o.outcome, o.probability])),
    pSuccessOrBetter: point.pSuccessOrBetter,
    pSuccessOrBetterLow: point.low,
    pSuccessOrBetterHigh: point.high,
    count: point.successCount,
  };
}
