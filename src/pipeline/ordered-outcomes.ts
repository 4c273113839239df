/**
 * Ordered outcomes (degrees, graded scales, numbers) and their cumulative chances: each outcome's chance
 * of it or more (this or better), or of it or less, exact fractions summed exactly. `withAtLeast` gives
 * every ordered distribution of a result its "this or better" figure (`pAtLeast`), which the terminal,
 * CSV, JSON and the workbench then show beside each outcome (issue 18).
 */
import type { AnalysisResult, Cell, ChartRequest, OutcomeRow, Row } from "../framework/analysis.js";
import { proportionEstimate } from "../core/estimate.js";
import { Rational } from "../core/exact/rational.js";
import { OUTCOMES as ASH_OUTCOMES } from "../models/ash/outcome-ladder.js";
import { OUTCOMES as ULTIMO_OUTCOMES } from "../models/ultimo/outcome.js";
import { NO_EFFECT } from "../models/zilch/damage.js";
import { DEGREES as ZILCH_DEGREES } from "../models/zilch/suit-test.js";
import { itemAt } from "../core/checked-index.js";

/** How the outcome table reads: each outcome alone, or cumulated up or down the order. */
export const CUMULATIVE_VIEWS = ["exactly", "at least", "at most"] as const;
export type CumulativeView = (typeof CUMULATIVE_VIEWS)[number];

function rationalOf(text: string | undefined): Rational | undefined {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text ?? "");
  return match ? Rational.of(BigInt(itemAt(match, 1)), BigInt(match[2] ?? "1")) : undefined;
}

/** The graded scales of the rulebooks, best first (Ultimo's challenge outcomes, Ash's check results, zilch's degrees). */
const SCALES: readonly (readonly string[])[] = [ULTIMO_OUTCOMES, ASH_OUTCOMES, ZILCH_DEGREES];

/** Whether a name is a whole number, or "no-effect" (below every number). */
const isNumberLike = (name: string): boolean => name === NO_EFFECT || /^-?\d+$/.test(name);

/**
 * Each outcome's rank, higher meaning more (a larger total) or better (a better degree), when the outcomes
 * have an order: two or more numbers (with "no-effect" below them all: damage clamped below, docs/rules.md
 * 2.4), or three or more degrees `success-N` / `failure-N` or of a rulebook's graded scale; else undefined.
 * O(outcomes).
 * @example outcomeRanks(["failure-1", "success-1", "success-2"]) // [-1, 1, 2]
 * @example outcomeRanks(["no-effect", "0", "1"]) // [-Infinity, 0, 1]
 */
export function outcomeRanks(names: readonly string[]): number[] | undefined {
  // Two numbers already make a cumulative column worth reading (damage "no-effect" or 0); two named
  // outcomes are a yes/no, where "this or better" repeats the table.
  if (names.length < 2) return undefined;
  if (names.every(isNumberLike) && names.some((name) => name !== NO_EFFECT)) return names.map((name) => (name === NO_EFFECT ? -Infinity : Number(name)));
  if (names.length < 3) return undefined;
  const degrees = names.flatMap((name) => {
    const match = /^(success|failure)-(\d+)$/.exec(name);
    return match === null ? [] : [match[1] === "success" ? Number(match[2]) : -Number(match[2])];
  });
  if (degrees.length === names.length) return degrees;
  const scale = SCALES.find((outcomes) => names.every((name) => outcomes.includes(name)));
  return scale === undefined ? undefined : names.map((name) => -scale.indexOf(name));
}

/** Whether a result's outcomes have an order a cumulative view means something in (one distribution, ranked outcomes). */
export function isOrdered(result: AnalysisResult): boolean {
  const outcomes = result.outcomes;
  if (outcomes.some((row) => row.difficulty !== undefined)) return false;
  return new Set(outcomes.map((row) => row.outcome)).size === outcomes.length && outcomeRanks(outcomes.map((row) => row.outcome)) !== undefined;
}

/**
 * The running sums of one ranked distribution, each row keeping its place: entry i sums every row ranked
 * the same as row i or higher (`"at least"`), or the same or lower (`"at most"`), as `add` combines them.
 * One sort and one pass: O(rows log rows) comparisons and rows − 1 additions (issue 23: the sum over the
 * rows at or above each one cost O(rows²) fraction additions, 13 CPU-s for 20d100's 2,000 degrees).
 * @example runningSums([1, 3, 2], [10, 30, 20], (a, b) => a + b, 0, "at least") // [60, 30, 50]
 */
export function runningSums<T>(ranks: readonly number[], values: readonly T[], add: (sum: T, value: T) => T, zero: T, view: "at least" | "at most"): T[] {
  const order = ranks.map((_, i) => i).sort((a, b) => (view === "at least" ? itemAt(ranks, b) - itemAt(ranks, a) : itemAt(ranks, a) - itemAt(ranks, b)) || 0);
  const sums: T[] = new Array<T>(ranks.length);
  let sum = zero;
  for (let k = 0; k < order.length; ) {
    // Rows of equal rank share one sum: all of them are counted in each.
    let end = k;
    while (end < order.length && ranks[itemAt(order, end)] === ranks[itemAt(order, k)]) sum = add(sum, itemAt(values, itemAt(order, end++)));
    for (; k < end; k++) sums[itemAt(order, k)] = sum;
  }
  return sums;
}

/** Each row's exact fraction, or undefined for the whole list when any row has none. */
function fractionsOf(rows: readonly OutcomeLike[]): Rational[] | undefined {
  const fractions = rows.flatMap((row) => {
    const fraction = rationalOf(typeof row.exact === "string" ? row.exact : undefined);
    return fraction === undefined ? [] : [fraction];
  });
  return fractions.length === rows.length ? fractions : undefined;
}

/**
 * The outcomes cumulated, each row keeping its place: "at least x" sums every outcome ranked x or more
 * (this or better), "at most x" every one ranked x or less. Exact fractions stay exact.
 * O(outcomes log outcomes) with a running sum ({@link runningSums}).
 * @example cumulate([{ outcome: "1", probability: 0.5, exact: "1/2" }, { outcome: "2", probability: 0.5, exact: "1/2" }, { outcome: "3", probability: 0, exact: "0" }], "at least")[0].exact // "1/1"
 */
export function cumulate(outcomes: readonly OutcomeRow[], view: CumulativeView): OutcomeRow[] {
  const ranks = outcomeRanks(outcomes.map((row) => row.outcome));
  if (view === "exactly" || ranks === undefined) return [...outcomes];
  const floats = runningSums(ranks, outcomes.map((row) => row.probability), (sum, p) => sum + p, 0, view);
  const fractions = fractionsOf(outcomes);
  const exact = fractions === undefined ? undefined : runningSums(ranks, fractions, (sum, fraction) => sum.add(fraction), Rational.ZERO, view);
  return outcomes.map((row, i) => ({ outcome: row.outcome, probability: exact?.[i]?.toNumber() ?? Math.min(1, itemAt(floats, i)), ...(exact === undefined ? {} : { exact: itemAt(exact, i).toString() }) }));
}

/** A row that can carry a cumulative figure: one outcome's name and probability, with its exact fraction or count when known. */
type OutcomeLike = Readonly<Record<string, Cell | undefined>>;

function isOutcomeLike(row: OutcomeLike): boolean {
  return typeof row.outcome === "string" && typeof row.probability === "number";
}

/**
 * Whether a row field is a figure of the outcome (its name, chance, fraction, count, interval, a `p…`
 * summary, a cumulative figure, or a consequence the outcome carries such as Ash's `strainAdded` or
 * Ultimo attack's `taken` with its `takenCount`) rather
 * than a field that says which distribution the row belongs to (a measure, difficulty, target, DC…).
 */
function isOutcomeFigure(field: string): boolean {
  return /^(outcome|probability|exact|count|low|high|cumulative|standardError|taken|dealt)$/.test(field) || /^p[A-Z]/.test(field) || /(Exact|Low|High|Count|Added)$/.test(field);
}

/** The distribution a row belongs to: its fields that are not figures of the outcome, as one key. */
function distributionKey(row: OutcomeLike): string {
  return JSON.stringify(
    Object.keys(row)
      .filter((field) => !isOutcomeFigure(field))
      .sort()
      .map((field) => [field, row[field] ?? null]),
  );
}

/**
 * The rows cut into distributions, from the data: consecutive rows with the same measure, difficulty,
 * target… (every field that is not a figure of the outcome) form one distribution (issue 23: a name
 * repeating is no sign, zilch chargen lists one Suit, the total and the best Suit in turn). O(rows × fields).
 * @example distributionBlocks([{ outcome: "5", measure: "suit" }, { outcome: "6", measure: "suit" }, { outcome: "20", measure: "total" }]) // [[0, 1], [2]]
 */
export function distributionBlocks(rows: readonly OutcomeLike[]): number[][] {
  const blocks: number[][] = [];
  let key: string | undefined;
  rows.forEach((row, i) => {
    const rowKey = distributionKey(row);
    if (blocks.length === 0 || rowKey !== key) blocks.push([]);
    key = rowKey;
    itemAt(blocks, blocks.length - 1).push(i);
  });
  return blocks;
}

/**
 * The "this or better" figure of one ranked distribution's rows: `pAtLeast` (the sum over outcomes ranked
 * the same or higher), `pAtLeastExact` when every row is exact, and a 95% Wilson interval
 * (`pAtLeastLow`/`pAtLeastHigh`) when every row is a simulated count. O(rows log rows), a running sum.
 */
function atLeastFigures(rows: readonly OutcomeLike[], ranks: readonly number[]): Array<Record<string, Cell>> {
  const counts = rows.flatMap((row) => (typeof row.count === "number" ? [row.count] : []));
  const fractions = fractionsOf(rows);
  if (counts.length === rows.length && rows.every((row) => row.exact === undefined)) {
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total > 0) {
      return runningSums(ranks, counts, (sum, count) => sum + count, 0, "at least").map((count) => {
        const estimate = proportionEstimate(count, total);
        return { pAtLeast: estimate.probability, pAtLeastLow: estimate.low, pAtLeastHigh: estimate.high };
      });
    }
  }
  if (fractions === undefined) return runningSums(ranks, rows.map((row) => Number(row.probability)), (sum, p) => sum + p, 0, "at least").map((p) => ({ pAtLeast: Math.min(1, p) }));
  return runningSums(ranks, fractions, (sum, fraction) => sum.add(fraction), Rational.ZERO, "at least").map((exact) => ({ pAtLeast: exact.toNumber(), pAtLeastExact: exact.toString() }));
}

/**
 * Rows with each ranked distribution's "this or better" figures added ({@link distributionBlocks}; a
 * distribution whose outcomes have no order is left as it is). Rows that are not outcomes (no `outcome`
 * name and `probability`) come back unchanged. O(rows log rows) within each distribution.
 * @example withAtLeastRows([{ outcome: "1", probability: 0.5, exact: "1/2" }, { outcome: "2", probability: 0.25, exact: "1/4" }, { outcome: "3", probability: 0.25, exact: "1/4" }])[1].pAtLeastExact // "1/2"
 */
export function withAtLeastRows<R extends OutcomeLike>(rows: readonly R[]): R[] {
  if (rows.length === 0 || !rows.every(isOutcomeLike)) return [...rows];
  const out: R[] = [...rows];
  for (const block of distributionBlocks(rows)) {
    const blockRows = block.map((i) => itemAt(rows, i));
    const names = blockRows.map((row) => String(row.outcome));
    const ranks = outcomeRanks(names);
    // A block naming an outcome twice is not one distribution: it gets no cumulative figure.
    if (ranks === undefined || new Set(names).size !== names.length) continue;
    atLeastFigures(blockRows, ranks).forEach((figures, k) => {
      out[itemAt(block, k)] = { ...itemAt(rows, itemAt(block, k)), ...figures };
    });
  }
  return out;
}

/**
 * A result with the "this or better" figure of each of its ordered distributions (issue 18): on the
 * outcomes, on CSV rows that are outcomes, and on detail tables of outcomes (e.g. Kingstone's degrees
 * per DC). A result with no ordered outcomes comes back as it is. O(rows log rows) within each distribution.
 */
export function withAtLeast(result: AnalysisResult): AnalysisResult {
  const outcomes: OutcomeRow[] = withAtLeastRows(result.outcomes);
  const details = result.details === undefined ? undefined : Object.fromEntries(Object.entries(result.details).map(([name, table]) => [name, withAtLeastRows(table)]));
  // The CSV rows only when read: a terminal run never reads them, and a result may build them lazily
  // (the dice analysis's 9,901 rows of 100d100 carry 30,000 exact fractions). Copied as descriptors, so
  // copying the result does not build them either.
  let rows: Row[] | undefined;
  const lazyRows: PropertyDescriptor = { get: () => (rows ??= withAtLeastRows(result.rows)), enumerable: true, configurable: true };
  // Cast: defineProperties types its result as its first argument, which is empty until every field of the result is defined on it.
  return Object.defineProperties({} as AnalysisResult, {
    ...Object.getOwnPropertyDescriptors(result),
    outcomes: { value: outcomes, enumerable: true, configurable: true, writable: true },
    rows: lazyRows,
    ...(details === undefined ? {} : { details: { value: details, enumerable: true, configurable: true, writable: true } }),
  });
}

/**
 * The title of the "this or better" column for outcomes so named: "P(this or more)" for numbers (damage,
 * with "no-effect" below them, totals), "P(this or better)" for degrees and graded scales.
 * @example atLeastTitle(["0", "1", "2"]) // "P(this or more)"
 */
export function atLeastTitle(names: readonly string[]): string {
  return names.every(isNumberLike) ? "P(this or more)" : "P(this or better)";
}

/**
 * A result's outcome chart redrawn for a cumulative view (issue 28 §4): a chart over the result's own
 * outcomes (one datum per outcome, its `probability` on y) gets each outcome's "this or better" (at least) or
 * "this or worse" (at most) chance, and its y axis says so; any other chart, or the "exactly" view, is
 * returned as it was. O(outcomes log outcomes).
 * @example cumulativeChart({ name: "", title: "t", kind: "bar", data: [{ outcome: "1", probability: 0.5 }, { outcome: "2", probability: 0.5 }], x: { field: "outcome", title: "total", type: "nominal" }, y: { field: "probability", title: "probability", type: "quantitative" } }, [{ outcome: "1", probability: 0.5, exact: "1/2" }, { outcome: "2", probability: 0.5, exact: "1/2" }], "at least").data.map((row) => row.probability) // [1, 0.5]
 */
export function cumulativeChart(chart: ChartRequest, outcomes: readonly OutcomeRow[], view: CumulativeView): ChartRequest {
  if (view !== "exactly" && chart.cumulative !== undefined) {
    // Several distributions (series) carry their own running sums: a step line per series.
    const field = view === "at least" ? chart.cumulative.atLeast : chart.cumulative.atMost;
    const title = chart.title.replace(/^Exactly/, view === "at least" ? "At least" : "At most");
    return { ...chart, title, kind: "line", step: true, y: { ...chart.y, field, title: `P(${view} this)`, format: ".0%", domain: [0, 1] } };
  }
  if (view === "exactly" || chart.y.field !== "probability" || chart.data.length !== outcomes.length) return chart;
  const names = outcomes.map((row) => row.outcome);
  if (!chart.data.every((datum, i) => datum.outcome === names[i])) return chart;
  const cumulated = cumulate(outcomes, view);
  return {
    ...chart,
    data: chart.data.map((datum, i) => ({ ...datum, probability: itemAt(cumulated, i).probability })),
    y: { ...chart.y, title: `P(${view} this)` },
  };
}

/**
 * Whether a result has a view switch: its outcomes are one ranked distribution ({@link isOrdered}), or a
 * chart of several series carries each value's at-least and at-most chance (`cumulative`). O(outcomes).
 * @example hasCumulativeView({ outcomes: [{ outcome: "1", probability: 1 }], summary: {}, rows: [], charts: [] }) // false
 */
export function hasCumulativeView(result: AnalysisResult): boolean {
  return isOrdered(result) || result.charts.some((chart) => chart.cumulative !== undefined);
}

/**
 * The field naming the series of a result whose outcomes are several distributions, one per series (a
 * chart's colour where the chart carries `cumulative`); undefined for any other result. O(charts).
 * @example seriesField({ outcomes: [], summary: {}, rows: [], charts: [] }) // undefined
 */
export function seriesField(result: AnalysisResult): string | undefined {
  const chart = result.charts.find((candidate) => candidate.cumulative !== undefined);
  const field = chart?.color?.field;
  return field !== undefined && result.outcomes.every((row) => typeof row[field] === "string") ? field : undefined;
}

/**
 * The outcomes of several series cumulated series by series (rows grouped by `field`, each group ranked
 * on its own), each row keeping its place and its series. Exact fractions stay exact. O(outcomes log outcomes).
 * @example cumulateSeries([{ outcome: "1", probability: 0.5, exact: "1/2", expression: "a" }, { outcome: "2", probability: 0.5, exact: "1/2", expression: "a" }, { outcome: "1", probability: 0.25, exact: "1/4", expression: "b" }, { outcome: "2", probability: 0.75, exact: "3/4", expression: "b" }], "expression", "at least").map((row) => row.exact) // ["1/1", "1/2", "1/1", "3/4"]
 */
export function cumulateSeries(outcomes: readonly OutcomeRow[], field: string, view: CumulativeView): OutcomeRow[] {
  const groups = new Map<Cell | undefined, number[]>();
  outcomes.forEach((row, i) => {
    const group = groups.get(row[field]);
    if (group === undefined) groups.set(row[field], [i]);
    else group.push(i);
  });
  const cumulated: OutcomeRow[] = [...outcomes];
  for (const [series, indices] of groups) {
    const rows = cumulate(indices.map((i) => itemAt(outcomes, i)), view);
    indices.forEach((i, k) => (cumulated[i] = { ...itemAt(rows, k), [field]: series ?? null }));
  }
  return cumulated;
}
