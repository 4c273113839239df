/**
 * A chart that would show a single value (one bar, one point, every value alike) says it in a sentence
 * instead: "Every result has rounds 1 (100%)." The report page shows the sentence in the chart's place.
 */
import type { Cell, ChartField, ChartRequest, Row } from "../framework/analysis.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import { itemAt } from "../core/checked-index.js";

/** How many x values a sentence lists before it leaves out the middle ("1, 2, 3, …, 20"). */
const LISTED = 6;

/** The field a chart's marks show: the colour of a heatmap's cells, else the y axis. */
function valueField(chart: ChartRequest): ChartField {
  return chart.kind === "heatmap" && chart.color ? chart.color : chart.y;
}

function valueOf(row: Row, field: string): number | undefined {
  const value = row[field];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A value as its chart labels it: percentages for a percentage format, else a plain number. */
function shown(field: ChartField, value: number): string {
  return field.format?.includes("%") ? formatPercent(value) : formatNumber(value);
}

function cellText(cell: Cell | undefined): string {
  return cell === null || cell === undefined ? "none" : String(cell);
}

/** "x 1" or "x 1, colour a": where a mark sits. */
function place(chart: ChartRequest, row: Row): string {
  const fields = [chart.x, ...(chart.kind === "heatmap" ? [chart.y] : []), ...(chart.color && chart.kind !== "heatmap" ? [chart.color] : []), ...(chart.dash ? [chart.dash] : [])];
  return fields.map((field) => `${field.title} ${cellText(row[field.field])}`.trim()).join(", ");
}

/** " (95% interval a–b)" for a row with an interval. */
function intervalText(chart: ChartRequest, field: ChartField, row: Row): string {
  if (chart.interval === undefined) return "";
  const low = valueOf(row, chart.interval.low);
  const high = valueOf(row, chart.interval.high);
  return low === undefined || high === undefined ? "" : `; 95% interval ${shown(field, low)}–${shown(field, high)}`;
}

/** The x values in display order, the middle left out of a long list. */
function xValues(chart: ChartRequest): string {
  const values = chart.x.order ?? [...new Set(chart.data.map((row) => cellText(row[chart.x.field])))];
  return values.length <= LISTED ? values.join(", ") : [...values.slice(0, LISTED - 2), "…", values[values.length - 1]].join(", ");
}

/** The sentence for the one mark that carries a value. */
function singleSentence(chart: ChartRequest, row: Row, alone: boolean): string {
  const field = valueField(chart);
  const value = valueOf(row, field.field)!; // chartSentence passes only rows that carry the value (its filter)
  const where = place(chart, row);
  const interval = intervalText(chart, field, row);
  if (value === 1 && field.format?.includes("%")) return `Every result has ${where} (100%${interval}).`;
  if (alone) return `One value only: ${where}, ${field.title} ${shown(field, value)}${interval ? ` (${interval.slice(2)})` : ""}.`;
  return `Only ${where} has any ${field.title}: ${shown(field, value)}${interval ? ` (${interval.slice(2)})` : ""}; every other is 0.`;
}

/**
 * The sentence that replaces a chart showing one value, or undefined for a chart worth drawing. A chart
 * says one value when it has a single row, when every row's value is the same (all zero included), or,
 * for bars, areas and heatmaps, when one row alone is not zero. Decided from the request's data only.
 * O(rows).
 * @example chartSentence({ name: "", title: "t", kind: "bar", data: [{ outcome: "success", p: 1 }], x: { field: "outcome", title: "outcome", type: "nominal" }, y: { field: "p", title: "probability", type: "quantitative", format: ".0%" } }) // "Every result has outcome success (100%)."
 */
export function chartSentence(chart: ChartRequest): string | undefined {
  const field = valueField(chart);
  const rows = chart.data.filter((row) => valueOf(row, field.field) !== undefined);
  if (rows.length === 0) return `Nothing to draw: no row has a ${field.title}.`;
  if (rows.length === 1) return singleSentence(chart, itemAt(rows, 0), true);
  const first = valueOf(itemAt(rows, 0), field.field)!; // the filter above kept only rows that carry the value
  if (rows.every((row) => valueOf(row, field.field) === first)) {
    const title = field.title.charAt(0).toUpperCase() + field.title.slice(1);
    if (chart.kind === "heatmap") return `${title} is ${shown(field, first)} in every cell (${chart.x.title} × ${chart.y.title}).`;
    const series = [chart.color, chart.dash].filter((f): f is ChartField => f !== undefined && f.title !== "").map((f) => f.title);
    return `${title} is ${shown(field, first)} throughout${series.length > 0 ? `, for every ${series.join(" and ")}` : ""}: ${chart.x.title} ${xValues(chart)}.`;
  }
  const carrying = rows.filter((row) => valueOf(row, field.field) !== 0);
  if (chart.kind !== "line" && carrying.length === 1) return singleSentence(chart, itemAt(carrying, 0), false);
  return undefined;
}
