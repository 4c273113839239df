/**
 * A sweep's results as rows, a terminal table and a chart: one measure of an analysis at every point of
 * a parameter grid. Pure builders; the CLI reads the sweep file and runs the points.
 */
import type { ChartField, ResultFigures, ChartRequest, Row, TextTable } from "../framework/analysis.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import type { GridPoint, GridValue } from "../framework/grid.js";
import { quoteReceived } from "../core/quote-received.js";
import { itemAt } from "../core/checked-index.js";

/** One figure read from a result: its value, its exact fraction when solved exactly, its 95% interval when simulated. */
export interface MeasureValue {
  readonly value: number;
  readonly exact?: string;
  readonly low?: number;
  readonly high?: number;
}

/** A measure at one grid point, with the simulation that produced it when simulated. */
export interface SweepPoint {
  readonly point: GridPoint;
  readonly measure: MeasureValue;
  readonly trials?: number;
  readonly seed?: number;
}

/** A finished sweep: the swept fields with their values (in the file's order), the measure, and each point. */
export interface Sweep {
  readonly title: string;
  /** A shorter title for the chart (a long title pushes a small heatmap aside); the title when absent. */
  readonly chartTitle?: string;
  readonly fields: ReadonlyArray<readonly [string, readonly GridValue[]]>;
  readonly measure: string;
  /** Whether the measure is a probability (a `p…` figure or an outcome's probability): shown as a percentage. */
  readonly probability: boolean;
  readonly points: readonly SweepPoint[];
}

const isBound = (result: ResultFigures, name: string) => /(Low|High)$/.test(name) && result.summary[name.replace(/(Low|High)$/, "")] !== undefined;

/**
 * The measures a sweep can read from a result: its summary figures (not their interval bounds), then the
 * names of its outcomes that occur once. O(figures + outcomes).
 * @example measureNames({ outcomes: [{ outcome: "hit", probability: 1 }], summary: { pHit: 1 }, summaryExact: {}, rows: [], charts: [] }) // ["pHit", "hit"]
 */
export function measureNames(result: ResultFigures): string[] {
  const counts = new Map<string, number>();
  for (const row of result.outcomes) counts.set(row.outcome, (counts.get(row.outcome) ?? 0) + 1);
  const summary = Object.keys(result.summary).filter((name) => !isBound(result, name));
  return [...summary, ...[...counts].filter(([name, count]) => count === 1 && !summary.includes(name)).map(([name]) => name)];
}

/**
 * What a sweep reads at each point: a summary figure or an outcome by name; or, for an analysis whose rows
 * are per difficulty (per cell), an outcome or a CSV column in the one row matching `where`.
 */
export type MeasureSpec =
  | string
  | { readonly outcome: string; readonly where: Readonly<Record<string, GridValue>> }
  | { readonly column: string; readonly where: Readonly<Record<string, GridValue>> };

/**
 * The name of what a measure reads (the CSV column it fills).
 * @example measureName({ column: "pSuccessOrBetter", where: { difficulty: 5 } }) // "pSuccessOrBetter"
 */
export function measureName(measure: MeasureSpec): string {
  return typeof measure === "string" ? measure : "outcome" in measure ? measure.outcome : measure.column;
}

const matches = (row: Readonly<Record<string, unknown>>, where: Readonly<Record<string, GridValue>>) => Object.entries(where).every(([field, value]) => row[field] === value);

/** The one row matching `where`, or a problem in words. */
function oneRow<R extends Readonly<Record<string, unknown>>>(rows: readonly R[], where: Readonly<Record<string, GridValue>>, what: string): { readonly row: R } | { readonly problem: string } {
  const found = rows.filter((row) => matches(row, where));
  if (found.length === 1) return { row: itemAt(found, 0) };
  const fields = Object.keys(where);
  const values = (field: string) => [...new Set(rows.map((row) => row[field]).filter((value) => value !== undefined))].join(", ");
  return {
    problem:
      found.length === 0
        ? `no ${what} of this analysis matches where ${quoteReceived(where)} (${fields.map((field) => `${field}: ${values(field) || "not a column"}`).join("; ")})`
        : `${found.length} ${what}s of this analysis match where ${quoteReceived(where)}; add fields to where until one does`,
  };
}

/**
 * Reads a measure from a result: a summary figure by name (with its exact fraction or 95% interval), else
 * the probability of the one outcome of that name; with `where`, the outcome or CSV column of the one row
 * matching it. A problem in words when there is no such measure, or when several rows match (an outcome
 * per difficulty: say which difficulty with `where`). O(figures + rows).
 * @example readMeasure({ outcomes: [], summary: { pSuccess: 0.5 }, summaryExact: { pSuccess: "1/2" }, rows: [], charts: [] }, "pSuccess") // { value: 0.5, exact: "1/2" }
 */
export function readMeasure(result: ResultFigures, measure: MeasureSpec): MeasureValue | { readonly problem: string } {
  if (typeof measure !== "string" && "column" in measure) {
    const picked = oneRow(result.rows ?? [], measure.where, "row");
    if ("problem" in picked) return picked;
    const { row } = picked;
    const value = row[measure.column];
    if (typeof value !== "number") {
      const columns = Object.entries(row).filter(([, cell]) => typeof cell === "number").map(([column]) => column);
      return { problem: `expected a number column of this analysis's rows (${columns.join(", ")}), received ${quoteReceived(measure.column)}` };
    }
    // A row's plain `exact` belongs to its first p… column (its headline probability).
    const headline = Object.keys(row).find((column) => /^p[A-Z]/.test(column));
    const exact = row[`${measure.column}Exact`] ?? (measure.column === headline ? row.exact : undefined);
    const low = row[`${measure.column}Low`];
    const high = row[`${measure.column}High`];
    return { value, ...(typeof exact === "string" ? { exact } : {}), ...(typeof low === "number" && typeof high === "number" ? { low, high } : {}) };
  }
  const name = measureName(measure);
  const figure = result.summary[name];
  if (typeof measure === "string" && figure !== undefined && !isBound(result, name)) {
    const exact = result.summaryExact[name];
    const low = result.summary[`${name}Low`];
    const high = result.summary[`${name}High`];
    return { value: figure, ...(exact !== undefined ? { exact } : {}), ...(low !== undefined && high !== undefined ? { low, high } : {}) };
  }
  const rows = result.outcomes.filter((row) => row.outcome === name);
  const picked = typeof measure === "string" ? (rows.length === 1 ? { row: itemAt(rows, 0) } : undefined) : oneRow(rows, measure.where, `"${name}" outcome row`);
  if (picked !== undefined && "problem" in picked) return picked;
  if (picked !== undefined) {
    const { row } = picked;
    return {
      value: row.probability,
      ...(row.exact !== undefined ? { exact: row.exact } : {}),
      ...(typeof row.low === "number" && typeof row.high === "number" ? { low: row.low, high: row.high } : {}),
    };
  }
  if (rows.length > 1) {
    // What tells the rows apart; an outcome's figures (its "this or better" pAtLeast…) do not.
    const keys = Object.keys(itemAt(rows, 0)).filter((key) => !["outcome", "probability", "exact", "low", "high", "count"].includes(key) && !key.startsWith("pAtLeast"));
    return { problem: `the outcome ${JSON.stringify(name)} occurs in ${rows.length} rows of this analysis (one per ${keys.join(", ") || "row"}); pick one with { outcome: ${JSON.stringify(name)}, where: { ${keys.map((key) => `${key}: …`).join(", ")} } }` };
  }
  return { problem: `expected a summary figure or an outcome of this analysis (${measureNames(result).join(", ")}), received ${quoteReceived(name)}` };
}

/**
 * Whether a measure is a probability: an outcome's, or a summary figure named `p…` (the JSON contract's
 * convention).
 * @example isProbabilityMeasure({ outcomes: [], summary: { pSuccess: 0.5 }, summaryExact: {}, rows: [], charts: [] }, "pSuccess") // true
 */
export function isProbabilityMeasure(result: ResultFigures, measure: MeasureSpec): boolean {
  if (typeof measure !== "string" && "column" in measure) return /^p[A-Z]/.test(measure.column) || result.outcomes.some((row) => row.outcome === measure.column);
  return typeof measure !== "string" || result.summary[measure] === undefined || /^p[A-Z]/.test(measure);
}

/** The CSV column of the measure: its own name, unless a swept field has that name. */
function measureColumn(sweep: Sweep): string {
  return sweep.fields.some(([field]) => field === sweep.measure) ? "value" : sweep.measure;
}

/**
 * One CSV row per grid point: the swept fields, the measure, then its exact fraction (exact runs) or its
 * 95% interval, trials and seed (simulated runs). O(points × fields).
 * @example sweepRows({ title: "", fields: [["dc", [10]]], measure: "pSuccess", probability: true, points: [{ point: { dc: 10 }, measure: { value: 0.5, exact: "1/2" } }] }) // [{ dc: 10, pSuccess: 0.5, exact: "1/2" }]
 */
export function sweepRows(sweep: Sweep): Row[] {
  const column = measureColumn(sweep);
  return sweep.points.map(({ point, measure, trials, seed }) => ({
    ...point,
    [column]: measure.value,
    ...(measure.exact !== undefined ? { exact: measure.exact } : {}),
    ...(measure.low !== undefined && measure.high !== undefined ? { low: measure.low, high: measure.high } : {}),
    ...(trials !== undefined ? { trials } : {}),
    ...(seed !== undefined ? { seed: seed } : {}),
  }));
}

function show(sweep: Sweep, value: number): string {
  return sweep.probability ? formatPercent(value) : formatNumber(value);
}

/**
 * The sweep for the terminal: with two swept fields, a grid (the first field's values as rows, the
 * second's as columns); otherwise one line per point with the exact fraction or the 95% interval.
 * O(points).
 */
export function sweepTable(sweep: Sweep): TextTable {
  const simulated = sweep.points.some((point) => point.measure.low !== undefined);
  const [rowAxis, columnAxis, ...more] = sweep.fields;
  if (rowAxis !== undefined && columnAxis !== undefined && more.length === 0) {
    const [[rowField, rowValues], [columnField, columnValues]] = [rowAxis, columnAxis];
    return {
      title: sweep.title,
      columns: [`${rowField} \\ ${columnField}`, ...columnValues.map(String)],
      rows: rowValues.map((rowValue) => [
        String(rowValue),
        ...columnValues.map((columnValue) => {
          const found = sweep.points.find(({ point }) => point[rowField] === rowValue && point[columnField] === columnValue);
          return found ? show(sweep, found.measure.value) : "";
        }),
      ]),
    };
  }
  const fields = sweep.fields.map(([field]) => field);
  return {
    title: sweep.title,
    columns: [...fields, sweep.measure, simulated ? "95% interval" : "exact"],
    rows: sweep.points.map(({ point, measure }) => [
      ...fields.map((field) => String(point[field])),
      show(sweep, measure.value),
      simulated ? (measure.low !== undefined && measure.high !== undefined ? `${show(sweep, measure.low)}–${show(sweep, measure.high)}` : "") : (measure.exact ?? ""),
    ]),
  };
}

/** How a sweep is drawn: which swept field runs along x and which one the colour (lines) or y (heatmap) shows. */
export interface SweepChartLayout {
  readonly kind: "heatmap" | "line";
  readonly x: string;
  /** The other swept field: the heatmap's rows, or one line per value; absent for a one-field sweep's single line. */
  readonly by?: string;
}

/**
 * The chart layout of a sweep, or a problem in words with the sweep file's field it concerns: a line over one swept field (coloured by a
 * second), or a heatmap of two. `x` and `by` default to the fields in the file's order (heatmap: the first
 * field as rows, the second along x). O(fields).
 * @example sweepChartLayout(["bonus", "dc"], {}) // { kind: "heatmap", x: "dc", by: "bonus" }
 */
export function sweepChartLayout(fields: readonly string[], asked: { kind?: "heatmap" | "line"; x?: string; by?: string }): SweepChartLayout | { readonly field: string; readonly problem: string } {
  if (fields.length > 2) return { field: "chart", problem: `a chart shows one or two swept fields, and the grid sweeps ${fields.length} (${fields.join(", ")}); sweep fewer, or leave out the chart` };
  for (const [key, field] of [["x", asked.x], ["by", asked.by]] as const) {
    if (field !== undefined && !fields.includes(field)) return { field: `chart.${key}`, problem: `expected a swept field (${fields.join(", ")}), received ${quoteReceived(field)}` };
  }
  const kind = asked.kind ?? (fields.length === 2 ? "heatmap" : "line");
  if (kind === "heatmap" && fields.length !== 2) return { field: "chart.kind", problem: `a heatmap needs two swept fields, and the grid sweeps ${fields.length} (${fields.join(", ")}); use "line"` };
  if (asked.x !== undefined && asked.x === asked.by) return { field: "chart.by", problem: `expected the other swept field than chart.x, received ${quoteReceived(asked.by)}` };
  const other = (field: string) => fields.find((f) => f !== field);
  const left = asked.by === undefined ? undefined : other(asked.by);
  if (asked.x === undefined && asked.by !== undefined && left === undefined) return { field: "chart.by", problem: `a one-field sweep has no other field to run along x, received ${quoteReceived(asked.by)}; leave out chart.by` };
  // chart.by names a swept field (checked above): x is the one it leaves.
  const x = asked.x ?? left ?? itemAt(fields, kind === "heatmap" ? 1 : 0);
  const by = asked.by ?? other(x);
  if (kind === "heatmap") {
    // A heatmap sweeps two fields (checked above): the other of one is always there.
    if (by === undefined) throw new RangeError(`a heatmap of ${fields.join(", ")} has no second field`);
    return { kind, x, by };
  }
  return by === undefined ? { kind, x } : { kind, x, by };
}

/** A chart axis or colour for a swept field: numbers in their order, other values in the file's order. */
function fieldAxis(field: string, values: readonly GridValue[], type: "quantitative" | "ordinal"): ChartField {
  const numeric = values.every((value) => typeof value === "number");
  return numeric ? { field, title: field, type } : { field, title: field, type: "nominal", order: values.map(String) };
}

/**
 * The sweep's chart: a heatmap of the measure over two swept fields (value labels on grids of up to 300
 * cells), or its line over one swept field, one line per value of a second, with the 95% band when
 * simulated. Non-numeric values are drawn as their text. O(points).
 */
export function sweepChart(sweep: Sweep, layout: SweepChartLayout): ChartRequest {
  const column = measureColumn(sweep);
  const valuesOf = (field: string) => itemAt(sweep.fields.filter(([f]) => f === field), 0)[1];
  const cell = (value: GridValue) => (typeof value === "number" ? value : String(value));
  const simulated = sweep.points.some((point) => point.measure.low !== undefined);
  const data: Row[] = sweep.points.map(({ point, measure }) => ({
    ...Object.fromEntries(Object.entries(point).map(([field, value]) => [field, cell(value)])),
    [column]: measure.value,
    ...(simulated ? { low: measure.low ?? null, high: measure.high ?? null } : {}),
  }));
  const values = sweep.points.map((point) => point.measure.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const measureAxis: ChartField = sweep.probability
    ? { field: column, title: sweep.measure, type: "quantitative", format: ".0%", domain: [0, 1] }
    : { field: column, title: sweep.measure, type: "quantitative", format: ".3~f", ...(layout.kind === "heatmap" ? { domain: [low, high > low ? high : low + 1] as const } : {}) };
  const head = { name: "", title: sweep.chartTitle ?? sweep.title, data };
  // sweepChartLayout gives every heatmap its second field as `by`.
  if (layout.kind === "heatmap" && layout.by !== undefined) {
    const by = layout.by;
    return {
      ...head,
      kind: "heatmap",
      x: fieldAxis(layout.x, valuesOf(layout.x), "ordinal"),
      y: fieldAxis(by, valuesOf(by), "ordinal"),
      color: measureAxis,
      labels: sweep.points.length <= 300,
    };
  }
  return {
    ...head,
    kind: "line",
    x: fieldAxis(layout.x, valuesOf(layout.x), "quantitative"),
    y: measureAxis,
    ...(layout.by !== undefined ? { color: fieldAxis(layout.by, valuesOf(layout.by), "ordinal") } : {}),
    ...(simulated ? { interval: { low: "low", high: "high" } } : {}),
  };
}
