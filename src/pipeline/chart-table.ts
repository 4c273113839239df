/**
 * A chart's data as a table (issue 28 §7, its text alternative beside its sentence): a row per x value with a
 * column per series, or a heatmap's grid with a row per y value; values as the chart labels them.
 */
import type { Cell, ChartRequest, Row, TextTable } from "../framework/analysis.js";
import { chartSeries, chartValueText } from "./chart-sentence.js";

const text = (cell: Cell | undefined) => (cell === null || cell === undefined ? "" : String(cell));

/** The distinct values of a field, in its order when it has one, else as the rows first give them. */
function valuesOf(rows: readonly Row[], field: string, order: readonly string[] | undefined): string[] {
  return order ? [...order] : [...new Set(rows.map((row) => text(row[field])))];
}

/**
 * The table a chart draws: for a heatmap, a row per y value and a column per x value; otherwise a row per x
 * value and a column per series (a colour or dash value), with each value's 95% interval where the chart
 * has one. O(rows × series).
 * @example chartTable({ name: "", title: "t", kind: "bar", data: [{ o: "a", p: 0.25 }], x: { field: "o", title: "outcome", type: "nominal" }, y: { field: "p", title: "probability", type: "quantitative", format: ".0%" } }).rows // [["a", "25.0%"]]
 */
export function chartTable(chart: ChartRequest): TextTable {
  if (chart.kind === "heatmap" && chart.color) {
    const color = chart.color;
    const xs = valuesOf(chart.data, chart.x.field, chart.x.order);
    const ys = valuesOf(chart.data, chart.y.field, chart.y.order);
    const cell = new Map(chart.data.map((row) => [`${text(row[chart.x.field])}\n${text(row[chart.y.field])}`, row[color.field]]));
    return {
      title: `${color.title} by ${chart.y.title} (rows) and ${chart.x.title} (columns)`,
      columns: [chart.y.title, ...xs],
      rows: ys.map((y) => [y, ...xs.map((x) => chartValueText(color, cell.get(`${x}\n${y}`)))]),
    };
  }
  const series = chartSeries(chart);
  const xs = valuesOf(series.flatMap(({ rows }) => rows), chart.x.field, chart.x.order);
  const interval = chart.interval;
  const valueText = (row: Row | undefined) => {
    if (row === undefined) return "";
    const value = chartValueText(chart.y, row[chart.y.field]);
    return interval && typeof row[interval.low] === "number" ? `${value} (${chartValueText(chart.y, row[interval.low])}–${chartValueText(chart.y, row[interval.high])})` : value;
  };
  const byX = series.map(({ rows }) => new Map(rows.map((row) => [text(row[chart.x.field]), row])));
  const heading = (name: string) => (name === "" ? chart.y.title : name);
  return {
    columns: [chart.x.title, ...series.map(({ name }) => `${heading(name)}${interval ? " (95% interval)" : ""}`)],
    rows: xs.map((x) => [x, ...byX.map((rows) => valueText(rows.get(x)))]),
  };
}
