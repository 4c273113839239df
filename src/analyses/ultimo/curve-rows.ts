/**
 * What the curve and pick analyses share: their hand options, and a curve's points as measures (exact or
 * simulated alike, issue 25 §7) with their outcome rows, CSV rows and table cells.
 */
import type { OutcomeRow, Row } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { Rational } from "../../core/exact/rational.js";
import { estimatedMeasure, exactMeasure, measureColumns, outcomeRowFrom, proportionMeasure, type Measure } from "../../framework/measure.js";
import { formatDuration } from "../../framework/exact-cost.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption } from "../../framework/options.js";
import { rawQueenValue } from "../../models/ultimo/cards.js";
import type { CurvePoint } from "../../models/ultimo/curve.js";
import { OUTCOMES } from "../../models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../models/ultimo/rules.js";
import { difficultyGroup } from "../../models/ultimo/sample/challenge.js";
import { curveSeconds } from "./solve-costs.js";
import { citeRules } from "../../framework/rules-citation.js";
import { groupOf, categoryOf } from "../../framework/estimate-lookup.js";

/** What an optimal curve of hand 8 costs with 5 and with 8 cards played, in the cost model's own words. */
const handEightCosts = [5, 8].map((played) => formatDuration(curveSeconds(8, played, "optimal", DEFAULT_RULES, rawQueenValue(DEFAULT_RULES), 20)));

/** `--hand-size`: its help quotes the cost model's estimates (analyses/ultimo/solve-costs.ts), so they cannot drift from it. */
export const handSizeOption = integerOption({ label: "Hand size", help: "Cards in hand, dealt at random from the player's own 54-card deck (stamina + 1 at full health); an exact answer over 8 cards may take minutes.", rules: "3.1",
  min: 1,
  max: 10,
  doc: `hand size: cards drawn at random from the player's own 54-card deck (${citeRules("3.1")}); an exact run is estimated first and refused above a minute (hand 8, optimal: ${handEightCosts[0]} with 5 cards played, ${handEightCosts[1]} with 8, on one quiet core; longer on a busy machine); --mc runs are not`,
});
export const limitOption = integerOption({ label: "Card limit", help: "The most cards the player may lay in a challenge.", rules: "3.1", min: 1, max: 10, doc: `card limit (${citeRules("3.1")})` });

/** One difficulty of a curve as measured, exactly or by simulation: each outcome in OUTCOMES order, P(success or better), and whether it is at least even odds. */
export interface CurvePointMeasures {
  readonly difficulty: number;
  readonly outcomes: readonly (readonly [string, Measure])[];
  readonly pSuccessOrBetter: Measure;
  readonly atLeastEvenOdds: boolean;
}

/** The measures of an exact curve's points (even odds compared as fractions). O(difficulties). */
export function solvedCurvePoints(points: readonly CurvePoint[]): CurvePointMeasures[] {
  return points.map((point) => ({
    difficulty: point.difficulty,
    outcomes: OUTCOMES.map((outcome) => [outcome, exactMeasure(point.outcomes.probability(outcome))] as const),
    pSuccessOrBetter: exactMeasure(point.pSuccessOrBetter),
    atLeastEvenOdds: point.pSuccessOrBetter.compare(Rational.of(1, 2)) >= 0,
  }));
}

/**
 * Each difficulty's estimated outcomes and P(success or better) from a curve simulation, its Wilson
 * interval and count from the sum of the perfect successes and successes. O(difficulties).
 * @throws {RangeError} when the estimates lack a difficulty's group.
 */
export function sampledCurvePoints(estimates: Estimates, difficulties: readonly number[]): CurvePointMeasures[] {
  return difficulties.map((difficulty) => {
    const group = groupOf(estimates, difficultyGroup(difficulty));
    const count = categoryOf(group, "perfect-success").count + categoryOf(group, "success").count;
    const pSuccessOrBetter = proportionMeasure(count, categoryOf(group, "success").total);
    return { difficulty, outcomes: Object.entries(group).map(([outcome, e]) => [outcome, estimatedMeasure(e)] as const), pSuccessOrBetter, atLeastEvenOdds: pSuccessOrBetter.value >= 0.5 };
  });
}

/** The outcome rows of one curve point: each outcome's fraction, or its interval and count, tagged with the difficulty. O(outcomes). */
export function pointOutcomeRows(point: CurvePointMeasures): OutcomeRow[] {
  const { difficulty } = point;
  return point.outcomes.map(([outcome, m]) => (m.kind === "exact" ? { outcome, difficulty, probability: m.value, exact: m.exact } : { ...outcomeRowFrom(outcome, m), difficulty }));
}

/**
 * The CSV row of one curve point: the outcome mix, P(success or better) with its fraction (exact) or its
 * interval and the successes counted (simulated). O(outcomes).
 */
export function measuredPointRow(point: CurvePointMeasures): Row {
  const m = point.pSuccessOrBetter;
  return {
    difficulty: point.difficulty,
    ...Object.fromEntries(point.outcomes.map(([outcome, measure]) => [outcome, measure.value])),
    ...measureColumns("pSuccessOrBetter", "exact", m),
    ...(m.kind === "estimated" ? { count: m.count ?? null } : {}),
  };
}

/** The cells of a curve's table row: difficulty, the five outcomes and P(success or better) as percentages. O(outcomes). */
export function pointCells(point: CurvePointMeasures): string[] {
  return [String(point.difficulty), ...point.outcomes.map(([, m]) => formatPercent(m.value)), formatPercent(point.pSuccessOrBetter.value)];
}
