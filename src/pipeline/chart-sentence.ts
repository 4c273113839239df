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

/** A row that carries the value its chart's marks show, with that value. */
interface Mark {
  readonly row: Row;
  readonly value: number;
}

/** The sentence for the one mark that carries a value. */
function singleSentence(chart: ChartRequest, { row, value }: Mark, alone: boolean): string {
  const field = valueField(chart);
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
  const marks = chart.data.flatMap((row): Mark[] => {
    const value = valueOf(row, field.field);
    return value === undefined ? [] : [{ row, value }];
  });
  if (marks.length === 0) return `Nothing to draw: no row has a ${field.title}.`;
  if (marks.length === 1) return singleSentence(chart, itemAt(marks, 0), true);
  const first = itemAt(marks, 0).value;
  if (marks.every(({ value }) => value === first)) {
    const title = field.title.charAt(0).toUpperCase() + field.title.slice(1);
    if (chart.kind === "heatmap") return `${title} is ${shown(field, first)} in every cell (${chart.x.title} × ${chart.y.title}).`;
    const series = [chart.color, chart.dash].filter((f): f is ChartField => f !== undefined && f.title !== "").map((f) => f.title);
    return `${title} is ${shown(field, first)} throughout${series.length > 0 ? `, for every ${series.join(" and ")}` : ""}: ${chart.x.title} ${xValues(chart)}.`;
  }
  const carrying = marks.filter(({ value }) => value !== 0);
  if (chart.kind !== "line" && carrying.length === 1) return singleSentence(chart, itemAt(carrying, 0), false);
  return undefined;
}

/**
 * A value as a chart labels it, for the chart's sentences and its table: percentages for a percentage
 * format, else a plain number; "none" for a missing value.
 * @example chartValueText({ field: "p", title: "P", type: "quantitative", format: ".0%" }, 0.5) // "50.0%"
 */
export function chartValueText(field: ChartField, value: Cell | undefined): string {
  return typeof value === "number" ? shown(field, value) : cellText(value);
}

/** How many series a description names one by one before it counts the rest. */
const SERIES_NAMED = 6;

/**
 * The series of a chart (one per colour and dash value, in their order; a colour that only restates x,
 * like a degree's success or failure, is no series) and each one's rows in x order. O(rows log rows).
 */
export function chartSeries(chart: ChartRequest): { readonly name: string; readonly rows: readonly Row[] }[] {
  const xKey = (row: Row) => cellText(row[chart.x.field]);
  const fields = [chart.color, chart.dash].filter((field): field is ChartField => field !== undefined && chart.kind !== "heatmap");
  const perX = new Map<string, Set<string>>();
  const seriesKey = (row: Row) => fields.map((field) => cellText(row[field.field])).join(", ");
  for (const row of chart.data) perX.set(xKey(row), (perX.get(xKey(row)) ?? new Set()).add(seriesKey(row)));
  const split = [...perX.values()].some((keys) => keys.size > 1);
  const groups = new Map<string, Row[]>();
  for (const row of chart.data) {
    const key = split ? seriesKey(row) : "";
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  const order = chart.x.order;
  const rank = (row: Row) => (order ? order.indexOf(xKey(row)) : chart.x.type === "quantitative" ? Number(row[chart.x.field]) : 0);
  return [...groups].map(([name, rows]) => ({ name, rows: [...rows].sort((a, b) => rank(a) - rank(b)) }));
}

/** "x a and b (v each)", "x a (v)", or for many places "12 of the 21 x values (v each)": where a series reaches a value. */
function at(chart: ChartRequest, field: ChartField, rows: readonly Row[], value: number): string {
  const places = rows.filter((row) => valueOf(row, field.field) === value).map((row) => cellText(row[chart.x.field]));
  if (places.length > 3) return `${places.length} of the ${rows.length} ${chart.x.title} values (${shown(field, value)} each)`;
  return `${chart.x.title} ${places.join(" and ")} (${shown(field, value)}${places.length > 1 ? " each" : ""})`;
}

/** One series in words: flat, rising or falling along an ordered x from its first value to its last, or where it is highest and lowest. */
function seriesWords(chart: ChartRequest, field: ChartField, rows: readonly Row[]): string {
  const values = rows.map((row) => valueOf(row, field.field)).filter((value): value is number => value !== undefined);
  const high = Math.max(...values);
  const low = Math.min(...values);
  if (high === low) return `is ${shown(field, high)} throughout`;
  const first = itemAt(rows, 0);
  const last = itemAt(rows, rows.length - 1);
  const ends = `from ${chartValueText(field, first[field.field])} at ${chart.x.title} ${cellText(first[chart.x.field])} to ${chartValueText(field, last[field.field])} at ${cellText(last[chart.x.field])}`;
  const rising = values.every((value, i) => i === 0 || value >= itemAt(values, i - 1));
  const falling = values.every((value, i) => i === 0 || value <= itemAt(values, i - 1));
  if (chart.x.type !== "nominal" && (rising || falling)) return `${rising ? "rises" : "falls"} ${ends}`;
  return `is highest at ${at(chart, field, rows, high)} and lowest at ${at(chart, field, rows, low)}`;
}

/**
 * What a chart shows, in sentences written from its data alone, for any options (issue 28 §6) and as its text
 * alternative (§7): the one-value sentence where chartSentence has one; a heatmap's lowest and highest cells;
 * else each series (colour and dash values) in words: flat, rising or falling along an ordered x from its
 * first value to its last, or where it is highest and lowest. O(rows log rows).
 * @example describeChart({ name: "", title: "t", kind: "bar", data: [{ o: "a", p: 0.25 }, { o: "b", p: 0.75 }], x: { field: "o", title: "outcome", type: "nominal" }, y: { field: "p", title: "probability", type: "quantitative", format: ".0%" } }) // "Probability is highest at outcome b (75.0%) and lowest at outcome a (25.0%)."
 */
export function describeChart(chart: ChartRequest): string {
  const single = chartSentence(chart);
  if (single !== undefined) return single;
  const field = valueField(chart);
  const title = field.title.charAt(0).toUpperCase() + field.title.slice(1);
  const rows = chart.data.filter((row) => valueOf(row, field.field) !== undefined);
  if (chart.kind === "heatmap") {
    const sorted = [...rows].sort((a, b) => (valueOf(a, field.field) ?? 0) - (valueOf(b, field.field) ?? 0));
    const cell = (row: Row) => `${chart.x.title} ${cellText(row[chart.x.field])}, ${chart.y.title} ${cellText(row[chart.y.field])}`;
    const [low, high] = [itemAt(sorted, 0), itemAt(sorted, sorted.length - 1)];
    return `${title} runs from ${chartValueText(field, low[field.field])} (${cell(low)}) to ${chartValueText(field, high[field.field])} (${cell(high)}) over ${rows.length} cells.`;
  }
  const series = chartSeries({ ...chart, data: rows });
  if (series.length === 1) return `${title} ${seriesWords(chart, field, itemAt(series, 0).rows)}.`;
  const named = series.slice(0, SERIES_NAMED).map(({ name, rows: seriesRows }) => `${name}: ${field.title} ${seriesWords(chart, field, seriesRows)}.`);
  const rest = series.length - SERIES_NAMED;
  return [...named, ...(rest > 0 ? [`${rest} more series are in the table.`] : [])].join(" ");
}
