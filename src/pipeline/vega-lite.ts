import type { ChartField, ChartRequest } from "../core/analysis.js";

/** A Vega-Lite specification as plain JSON (what `.vl.json` files hold). */
export type VegaLiteSpec = Readonly<Record<string, unknown>>;

const SCHEMA = "https://vega.github.io/schema/vega-lite/v6.json";
const WIDTH = 520;
const HEIGHT = 300;

function axis(field: ChartField): Record<string, unknown> {
  return {
    field: field.field,
    type: field.type,
    title: field.title,
    ...(field.order ? { sort: field.order } : {}),
    ...(field.format ? { axis: { format: field.format } } : {}),
    ...(field.domain ? { scale: { domain: field.domain } } : {}),
  };
}

function legend(field: ChartField): Record<string, unknown> {
  return {
    field: field.field,
    type: field.type,
    title: field.title,
    ...(field.order || field.scheme
      ? { ...(field.order ? { sort: field.order } : {}), scale: { ...(field.order ? { domain: field.order } : {}), ...(field.scheme ? { scheme: field.scheme } : {}) } }
      : {}),
    ...(field.format ? { legend: { format: field.format } } : {}),
  };
}

/**
 * The Vega-Lite spec of a chart request: bars or areas (stacked by colour in the colour field's order, or
 * bars side by side when `grouped`), a
 * heatmap with optional value labels, or lines (optionally steps) with an optional reference rule.
 * Data is inlined, so a spec renders with nothing else. O(rows).
 * @example toVegaLite({ name: "", title: "t", kind: "bar", data: [{ x: "a", y: 1 }], x: { field: "x", title: "x", type: "nominal" }, y: { field: "y", title: "y", type: "quantitative" } }).mark // { type: "bar", tooltip: true }
 */
export function toVegaLite(chart: ChartRequest): VegaLiteSpec {
  // Headless Vega has no text measurer and estimates label widths: the default 180 px limit cuts names such
  // as "phase-aligned-leprechaun" and "half-rating, cancels keep the rating" that fit.
  const base = { $schema: SCHEMA, title: chart.title, data: { values: chart.data }, config: { axis: { labelLimit: 400 }, legend: { labelLimit: 400 } } };
  switch (chart.kind) {
    case "bar":
    case "area":
      return chart.kind === "bar" && chart.interval && !chart.color ? { ...base, ...barsWithIntervals(chart, chart.interval) } : { ...base, ...stackedMarks(chart) };
    case "heatmap":
      return { ...base, ...heatmap(chart) };
    case "line":
      return { ...base, width: WIDTH, height: HEIGHT, layer: lineLayers(chart) };
  }
}

/** Monte Carlo estimates: each bar with its 95% interval as an error bar. */
function barsWithIntervals(chart: ChartRequest, interval: NonNullable<ChartRequest["interval"]>): Record<string, unknown> {
  return {
    width: WIDTH,
    height: HEIGHT,
    encoding: { x: axis(chart.x) },
    layer: [
      { mark: { type: "bar", tooltip: true }, encoding: { y: axis(chart.y) } },
      {
        mark: { type: "errorbar", ticks: true },
        encoding: {
          y: { field: interval.low, type: "quantitative", title: chart.y.title },
          y2: { field: interval.high },
        },
      },
    ],
  };
}

/** Bars or areas, stacked by colour in the colour field's order, or bars side by side when `grouped`. */
function stackedMarks(chart: ChartRequest): Record<string, unknown> {
  const color = chart.color;
  return {
    width: WIDTH,
    height: HEIGHT,
    ...(color?.order
      ? { transform: [{ calculate: `indexof(${JSON.stringify(color.order)}, datum[${JSON.stringify(color.field)}])`, as: "stackOrder" }] }
      : {}),
    mark: chart.kind === "bar" ? { type: "bar", tooltip: true } : { type: "area", tooltip: true, line: true },
    encoding: {
      x: axis(chart.x),
      y: { ...axis(chart.y), ...(color ? { stack: chart.grouped ? null : "zero" } : {}) },
      ...(color ? { color: legend(color) } : {}),
      ...(color && chart.grouped ? { xOffset: { field: color.field, type: color.type, ...(color.order ? { sort: color.order } : {}) } } : {}),
      ...(color?.order ? { order: { field: "stackOrder", type: "quantitative" } } : {}),
      // Tooltips name the chart's own fields, not the helper field that orders the stack.
      ...(color?.order ? { tooltip: [chart.x, chart.y, color].map((field) => ({ field: field.field, type: field.type, title: field.title, ...(field.format ? { format: field.format } : {}) })) } : {}),
    },
  };
}

/** A heatmap of the colour field, with the values printed in the cells when `labels`. */
function heatmap(chart: ChartRequest): Record<string, unknown> {
  const color = chart.color!;
  // Probabilities by default; a colour field with its own domain (e.g. expected wounds 0..2) keeps it.
  const domain = color.domain ?? [0, 1];
  const x = axis(chart.x);
  const y = { ...axis(chart.y), sort: "descending" };
  const layers: unknown[] = [
    {
      mark: { type: "rect", tooltip: true },
      encoding: { color: { ...legend(color), scale: { domain, scheme: "viridis" } } },
    },
  ];
  if (chart.labels) {
    layers.push({
      mark: { type: "text", fontSize: 9 },
      encoding: {
        text: { field: color.field, type: "quantitative", ...(color.format ? { format: color.format } : {}) },
        color: { condition: { test: `datum[${JSON.stringify(color.field)}] > ${domain[0] + 0.6 * (domain[1] - domain[0])}`, value: "black" }, value: "white" },
      },
    });
  }
  return { width: { step: 34 }, height: { step: 22 }, encoding: { x, y }, layer: layers };
}

/** Lines (optionally steps): a 95% band under each where rows have intervals, the lines, and a reference rule. */
function lineLayers(chart: ChartRequest): unknown[] {
  const layers: unknown[] = [];
  if (chart.interval) {
    // The 95% band under the line, only where the row has an interval.
    const { low, high } = chart.interval;
    layers.push({
      transform: [{ filter: `isValid(datum[${JSON.stringify(low)}]) && isValid(datum[${JSON.stringify(high)}])` }],
      mark: { type: "area", opacity: 0.2, ...(chart.step ? { interpolate: "step-after" } : {}) },
      encoding: {
        x: axis(chart.x),
        y: { field: low, type: "quantitative", title: chart.y.title },
        y2: { field: high },
        // The shared colour legend shows solid symbols, not the band's faint ones.
        ...(chart.color ? { color: { ...legend(chart.color), legend: { symbolOpacity: 1 } } } : {}),
        ...(chart.dash ? { detail: { field: chart.dash.field, type: chart.dash.type } } : {}),
      },
    });
  }
  layers.push({
    // With a dash field the points would make every dash look alike in the legend: no points, and the
    // dash legend drawn as strokes.
    mark: { type: "line", point: !chart.dash, tooltip: true, ...(chart.step ? { interpolate: "step-after" } : {}) },
    encoding: {
      x: axis(chart.x),
      y: axis(chart.y),
      ...(chart.color ? { color: legend(chart.color) } : {}),
      ...(chart.dash ? { strokeDash: { ...legend(chart.dash), legend: { symbolType: "stroke", symbolStrokeWidth: 2, symbolSize: 400, symbolStrokeColor: "black" } } } : {}),
    },
  });
  if (chart.rule) layers.push(referenceRule(chart.rule));
  return layers;
}

/** A dashed horizontal rule with its label, e.g. the target probability. */
function referenceRule(rule: NonNullable<ChartRequest["rule"]>): unknown {
  return {
    data: { values: [{ y: rule.y, label: rule.label }] },
    layer: [
      { mark: { type: "rule", strokeDash: [4, 4], color: "firebrick" }, encoding: { y: { field: "y", type: "quantitative" } } },
      {
        mark: { type: "text", align: "left", dx: 4, dy: -6, color: "firebrick" },
        encoding: { y: { field: "y", type: "quantitative" }, x: { value: 0 }, text: { field: "label", type: "nominal" } },
      },
    ],
  };
}
