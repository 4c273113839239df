/**
 * Simulated results in the analyses' output contract: outcome rows with 95% intervals from a tally group,
 * the default result of a sampler, its bar chart and its terminal table.
 */
import { itemAt } from "../core/checked-index.js";
import type { AnalysisResult, ChartRequest, OutcomeRow, TextTable } from "./analysis.js";
import { estimatedSummary, type Estimates } from "../core/estimate.js";
import { formatPercent } from "./format.js";

/**
 * The JSON contract's outcome rows of an estimated group: the estimate as `probability`, the 95%
 * interval as `low` and `high`, and the `count` observed.
 * @throws {RangeError} when the estimates have no group of that name
 * @example estimatedOutcomeRows(estimatesOf({ groups: [{ name: "o", categories: ["hit", "miss"] }] }, Float64Array.of(3, 1), 4), "o")[0].probability // 0.75
 */
export function estimatedOutcomeRows(estimates: Estimates, group: string): OutcomeRow[] {
  const estimated = estimates.groups[group];
  if (estimated === undefined) throw new RangeError(`no tally group named ${group}`);
  return Object.entries(estimated).map(([outcome, e]) => ({ outcome, probability: e.probability, low: e.low, high: e.high, count: e.count }));
}

/**
 * The result of a simulation when the analysis gives no `result` of its own: the first group as the
 * outcomes (probability, 95% interval, count), each quantity's mean as a summary figure with its interval
 * (`<name>Low`, `<name>High`), the outcome rows as CSV, a bar chart with error bars, and a table.
 */
export function defaultSampledResult(estimates: Estimates, title: string): AnalysisResult {
  const group = itemAt(estimates.layout.groups, 0);
  const outcomes = estimatedOutcomeRows(estimates, group.name);
  const summary = estimatedSummary(estimates.quantities);
  return {
    outcomes,
    summary,
    summaryExact: {},
    rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
    charts: [outcomeBarChart(outcomes, title, group.categories)],
    table: estimatedTable(outcomes),
  };
}

/** A bar per outcome with its 95% interval as an error bar. */
export function outcomeBarChart(outcomes: readonly OutcomeRow[], title: string, order: readonly string[], name = ""): ChartRequest {
  return {
    name,
    title,
    kind: "bar",
    data: outcomes.map(({ outcome, probability, low, high }) => ({ outcome, probability, low: low ?? null, high: high ?? null })),
    x: { field: "outcome", title: "outcome", type: "ordinal", order },
    y: { field: "probability", title: "probability (95% interval)", type: "quantitative", format: ".0%" },
    interval: { low: "low", high: "high" },
  };
}

/** The terminal table of estimated outcomes: probability, 95% interval and count. */
export function estimatedTable(outcomes: readonly OutcomeRow[], title?: string): TextTable {
  return {
    ...(title === undefined ? {} : { title }),
    columns: ["outcome", "probability", "95% interval", "count"],
    rows: outcomes.map((o) => [o.outcome, formatPercent(o.probability), `${formatPercent(Number(o.low))}–${formatPercent(Number(o.high))}`, String(o.count)]),
  };
}

