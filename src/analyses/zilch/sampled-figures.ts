/**
 * The measures of a zilch result, for each analysis's one result builder (issue 25 §7): a probability
 * that is a share of one tally group (P(success) = critical successes + successes) with its 95% Wilson
 * interval and count, a tallied quantity's mean with its normal interval, and how a measured result shows
 * its summary, rows and simulated charts.
 */
import { mapFigures, type ChartRequest, type OutcomeRow, type Summary, type TextTable } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { Rational } from "../../core/exact/rational.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { estimatedMeasure, probabilityColumns, proportionMeasure, summaryFrom, type EstimatedMeasure, type Measure } from "../../framework/measure.js";
import type { Degree } from "../../models/zilch/suit-test.js";

/**
 * The share of `group`'s trials that fell in `categories`, with its 95% Wilson interval. O(categories).
 * @throws {RangeError} when the estimates have no group of that name
 * @example groupShare({ groups: { degree: { success: { count: 3, total: 4 }, failure: { count: 1, total: 4 } } } }, "degree", ["success"]).value // 0.75
 */
export function groupShare(estimates: Estimates, group: string, categories: readonly string[]): EstimatedMeasure {
  const estimated = estimates.groups[group];
  if (estimated === undefined) throw new RangeError(`no tally group named ${group}`);
  let count = 0;
  let total = 0;
  for (const [category, estimate] of Object.entries(estimated)) {
    total = estimate.total;
    if (categories.includes(category)) count += estimate.count;
  }
  return proportionMeasure(count, total);
}

/**
 * Each category of `group` as its own measure, in the group's order. O(categories).
 * @throws {RangeError} when the estimates have no group of that name
 * @example Object.keys(groupMeasures({ groups: { degree: { success: { probability: 0.75, low: 0.3, high: 0.95, count: 3, total: 4 } } } }, "degree")) // ["success"]
 */
export function groupMeasures(estimates: Estimates, group: string): Record<string, EstimatedMeasure> {
  const estimated = estimates.groups[group];
  if (estimated === undefined) throw new RangeError(`no tally group named ${group}`);
  return Object.fromEntries(Object.entries(estimated).map(([category, estimate]) => [category, estimatedMeasure(estimate)]));
}

/**
 * A tallied quantity's mean, with its interval. O(1).
 * @throws {RangeError} when the estimates have no quantity of that name
 * @example quantityMean({ quantities: { damage: { mean: 2, low: 1.9, high: 2.1, standardError: 0.05 } } }, "damage").value // 2
 */
export function quantityMean(estimates: Estimates, quantity: string): EstimatedMeasure {
  const estimate = estimates.quantities[quantity];
  if (estimate === undefined) throw new RangeError(`no tallied quantity named ${quantity}`);
  return estimatedMeasure(estimate);
}

/**
 * The measure of each degree of a Suit test (docs/rules.md 2.2), read from a record by degree name. O(degrees).
 * @throws {RangeError} when a degree is missing.
 * @example degreesOf({ "critical-success": 1, success: 2, failure: 3, "critical-failure": 4 }).failure // 3
 */
export function degreesOf<M>(measures: Readonly<Record<string, M>>): Record<Degree, M> {
  const of = (degree: Degree): M => {
    const measure = measures[degree];
    if (measure === undefined) throw new RangeError(`no measure of ${degree}`);
    return measure;
  };
  return { "critical-success": of("critical-success"), success: of("success"), failure: of("failure"), "critical-failure": of("critical-failure") };
}

/** A CSV row of one measured outcome: its fraction when exact, its interval and count when estimated. */
export type MeasuredRow = { readonly outcome: string; readonly probability: number } & (
  | { readonly exact: string }
  | { readonly low: number; readonly high: number; readonly count: number | null }
);

/**
 * The CSV row of one outcome's measure, as exact and simulated results have always written it. O(1).
 * @example measuredRow("hit", { kind: "exact", value: 0.5, exact: "1/2" }) // { outcome: "hit", probability: 0.5, exact: "1/2" }
 */
export function measuredRow(outcome: string, measure: Measure): MeasuredRow {
  return { outcome, ...probabilityColumns(measure) };
}

/**
 * A summary led by the run's settings (a target, a DR: plain numbers, with their fractions only when the
 * result is exact) and followed by its measured figures ({@link summaryFrom}). O(figures).
 * @example summaryWith({ dr: 2 }, { pWound: { kind: "exact", value: 0.5, exact: "1/2" } }).summaryExact // { dr: "2/1", pWound: "1/2" }
 */
export function summaryWith<S extends string, F extends string>(
  settings: Readonly<Record<S, number>>,
  figures: Readonly<Record<F, Measure>>,
): { readonly summary: Readonly<Record<S, number>> & Summary<F>; readonly summaryExact: Readonly<Partial<Record<S, string>>> & Readonly<Partial<Record<F, string>>> } {
  const measured = summaryFrom(figures);
  const exact = Object.values<Measure>(figures).every((measure) => measure.kind === "exact");
  const settingFractions: Partial<Record<S, string>> = exact ? mapFigures(settings, (value) => Rational.of(value).toString()) : {};
  return { summary: { ...settings, ...measured.summary }, summaryExact: { ...settingFractions, ...measured.summaryExact } };
}

/**
 * How a simulated result shows its outcomes: the bar chart with error bars, titled with the trials, and
 * the terminal table of probabilities, intervals and counts. O(outcomes).
 */
export function simulatedView(outcomes: readonly OutcomeRow[], title: string, order: readonly string[], trials: number): { readonly charts: readonly ChartRequest[]; readonly table: TextTable } {
  return { charts: [outcomeBarChart(outcomes, `${title} (simulated, ${trials} trials)`, order)], table: estimatedTable(outcomes) };
}

/**
 * How an exact result shows its outcomes: a bar per outcome, its x axis titled and ordered, coloured by
 * a grouping of the outcomes when one is given (a test's successes and failures). O(outcomes).
 */
export function exactBarChart(
  outcomes: readonly OutcomeRow[],
  title: string,
  axis: { readonly title: string; readonly order: readonly string[] },
  colour?: { readonly of: (outcome: string) => string; readonly order: readonly string[] },
): ChartRequest {
  return {
    name: "",
    title,
    kind: "bar",
    data: outcomes.map(({ outcome, probability }) => ({ outcome, probability, ...(colour === undefined ? {} : { result: colour.of(outcome) }) })),
    x: { field: "outcome", title: axis.title, type: "ordinal", order: [...axis.order] },
    y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
    ...(colour === undefined ? {} : { color: { field: "result", title: "result", type: "nominal", order: [...colour.order] } }),
  };
}
