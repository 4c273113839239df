import type { ChartField, ChartRequest, Row } from "../framework/analysis.js";
import { paletteOf } from "./chart-palette.js";

/** A Vega-Lite specification as plain JSON (what `.vl.json` files hold). */
export type VegaLiteSpec = Readonly<Record<string, unknown>>;

const SCHEMA = "https://vega.github.io/schema/vega-lite/v6.json";
const WIDTH = 520;
const HEIGHT = 300;
/** A heatmap's cells: wide enough for "100%" at CELL_FONT px. */
const CELL_WIDTH = 44;
const CELL_HEIGHT = 24;
const CELL_FONT = 11;
// A character of sans-serif text is about half an em wide (Arial's lower case and digits); reckoning 0.6 em
// leaves room for capitals and a wider system font.
const CHARACTER_WIDTH = 0.6;
const TITLE_FONT = 13;
const SUBTITLE_FONT = 11;
const LABEL_FONT = 10;
/** Titles wrap to the plot's width, or this much for a narrow heatmap (its axis and legend add about as much). */
const TITLE_WIDTH_AT_LEAST = 360;

function axis(field: ChartField, axisProperties: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const axisSpec = { ...(field.format ? { format: field.format } : {}), ...axisProperties };
  return {
    field: field.field,
    type: field.type,
    title: field.title,
    ...(field.order ? { sort: field.order } : {}),
    ...(Object.keys(axisSpec).length > 0 ? { axis: axisSpec } : {}),
    ...(field.domain ? { scale: { domain: field.domain } } : {}),
  };
}

/**
 * A colour channel (or, not `coloured`, another channel such as a dash): a category field gets its palette's colours (chart-palette.ts: 3:1 on white, safe for
 * colour-blind readers) for its values in order; a quantitative one keeps its named scheme.
 */
function legend(field: ChartField, data: readonly Row[], coloured = true): Record<string, unknown> {
  const range = field.type === "quantitative" || !coloured ? undefined : paletteOf(field.scheme, valuesOf(field, data).length);
  const scale = { ...(field.order ? { domain: field.order } : {}), ...(range ? { range } : field.scheme ? { scheme: field.scheme } : {}) };
  return {
    field: field.field,
    type: field.type,
    title: field.title,
    ...(field.order ? { sort: field.order } : {}),
    ...(Object.keys(scale).length > 0 ? { scale } : {}),
    ...(field.format ? { legend: { format: field.format } } : {}),
  };
}

/** The values of a field in display order: its `order`, else as the rows first give them. */
function valuesOf(field: ChartField, data: readonly Row[]): string[] {
  return field.order ? [...field.order] : [...new Set(data.map((row) => String(row[field.field])))];
}

/**
 * The x axis, its labels level where the longest fits its band (0..12, success-1 … failure-3) and at
 * -45° where labels are long or many (the example enemies, the challenges of an evening).
 */
function xAxis(chart: ChartRequest, band: number): Record<string, unknown> {
  // A quantitative axis of whole numbers (DCs, difficulties, targets) ticks at whole numbers only.
  const whole = chart.data.length > 0 && chart.data.every((row) => Number.isInteger(row[chart.x.field]));
  if (chart.x.type === "quantitative") return axis(chart.x, whole ? { tickMinStep: 1, ...(chart.x.format ? {} : { format: "d" }) } : {});
  const longest = Math.max(0, ...valuesOf(chart.x, chart.data).map((label) => label.length));
  return axis(chart.x, { labelAngle: longest * CHARACTER_WIDTH * LABEL_FONT <= band - 4 ? 0 : -45 });
}

/** The width of a chart's plot: a heatmap's columns of cells, the fixed width otherwise. */
function plotWidth(chart: ChartRequest): number {
  return chart.kind === "heatmap" ? valuesOf(chart.x, chart.data).length * CELL_WIDTH : WIDTH;
}

/** Words filled greedily into lines of at most `characters` (a longer word on a line of its own). */
function fillLines(words: readonly string[], characters: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= characters) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Words in as few lines of at most `characters` as they fit in (a longer word on a line of its own), the
 * lines balanced so the last is not one stray word. O(length × characters).
 * @example wrapText("P(success or better), empty hand, strain 0", 41) // ["P(success or better),", "empty hand, strain 0"]
 */
export function wrapText(text: string, characters: number): string[] {
  const words = text.split(/\s+/).filter((word) => word !== "");
  const lines = fillLines(words, characters);
  // The narrowest width that needs no more lines than the full width does.
  for (let width = Math.ceil(text.length / Math.max(lines.length, 1)); width < characters; width++) {
    const balanced = fillLines(words, width);
    if (balanced.length <= lines.length) return balanced;
  }
  return lines;
}

/** The title (wrapped to the plot's width, so a long one never widens the chart) and its subtitle. */
function titleOf(chart: ChartRequest): string | Record<string, unknown> {
  const width = Math.max(plotWidth(chart), TITLE_WIDTH_AT_LEAST);
  const text = wrapText(chart.title, Math.floor(width / (CHARACTER_WIDTH * TITLE_FONT)));
  if (chart.subtitle === undefined && text.length <= 1) return chart.title;
  const subtitle = chart.subtitle === undefined ? [] : wrapText(chart.subtitle, Math.floor(width / (CHARACTER_WIDTH * SUBTITLE_FONT)));
  return {
    text: text.length === 1 ? text[0] : text,
    ...(subtitle.length === 0 ? {} : { subtitle: subtitle.length === 1 ? subtitle[0] : subtitle, subtitleFontSize: SUBTITLE_FONT }),
  };
}

/**
 * The Vega-Lite spec of a chart request: bars or areas (stacked by colour in the colour field's order, or
 * bars side by side when `grouped`), a
 * heatmap with optional value labels, or lines (optionally steps) with an optional reference rule.
 * One style for the report and the workbench: the title wrapped to the plot's width with the subtitle
 * under it, x labels level unless they are long or many, heatmap labels at 11 px, dashed lines on top of
 * solid ones. Data is inlined, so a spec renders with nothing else. O(rows).
 * @example toVegaLite({ name: "", title: "t", kind: "bar", data: [{ x: "a", y: 1 }], x: { field: "x", title: "x", type: "nominal" }, y: { field: "y", title: "y", type: "quantitative" } }).mark // { type: "bar", tooltip: true }
 */
export function toVegaLite(chart: ChartRequest): VegaLiteSpec {
  // Headless Vega has no text measurer and estimates label widths: the default 180 px limit cuts names such
  // as "phase-aligned-leprechaun" and "half-rating, cancels keep the rating" that fit.
  const base = { $schema: SCHEMA, title: titleOf(chart), data: { values: chart.data }, config: { axis: { labelLimit: 400 }, legend: { labelLimit: 400 } } };
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
    encoding: { x: xAxis(chart, WIDTH / valuesOf(chart.x, chart.data).length) },
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
      x: xAxis(chart, WIDTH / valuesOf(chart.x, chart.data).length),
      y: { ...axis(chart.y), ...(color ? { stack: chart.grouped ? null : "zero" } : {}) },
      ...(color ? { color: legend(color, chart.data) } : {}),
      ...(color && chart.grouped ? { xOffset: { field: color.field, type: color.type, ...(color.order ? { sort: color.order } : {}) } } : {}),
      ...(color?.order ? { order: { field: "stackOrder", type: "quantitative" } } : {}),
      // Tooltips name the chart's own fields, not the helper field that orders the stack.
      ...(color?.order ? { tooltip: [chart.x, chart.y, color].map((field) => ({ field: field.field, type: field.type, title: field.title, ...(field.format ? { format: field.format } : {}) })) } : {}),
    },
  };
}

/** A heatmap of the colour field, with the values printed in the cells when `labels`. */
function heatmap(chart: ChartRequest): Record<string, unknown> {
  const color = chart.color;
  if (color === undefined) throw new RangeError(`the heatmap ${JSON.stringify(chart.name)} has no colour field: a heatmap's cells show chart.color`);
  // Probabilities by default; a colour field with its own domain (e.g. expected wounds 0..2) keeps it.
  const domain = color.domain ?? [0, 1];
  const x = xAxis(chart, CELL_WIDTH);
  const y = { ...axis(chart.y), sort: "descending" };
  const layers: unknown[] = [
    {
      mark: { type: "rect", tooltip: true },
      encoding: { color: { ...legend(color, chart.data), scale: { domain, scheme: "viridis" } } },
    },
  ];
  if (chart.labels) {
    layers.push({
      mark: { type: "text", fontSize: CELL_FONT },
      encoding: {
        text: { field: color.field, type: "quantitative", ...(color.format ? { format: color.format } : {}) },
        color: { condition: { test: `datum[${JSON.stringify(color.field)}] > ${domain[0] + 0.6 * (domain[1] - domain[0])}`, value: "black" }, value: "white" },
      },
    });
  }
  return { width: { step: CELL_WIDTH }, height: { step: CELL_HEIGHT }, encoding: { x, y }, layer: layers };
}

/**
 * Lines (optionally steps): a 95% band under each where rows have intervals, the lines, and a reference
 * rule. With a dash field, each dash value is a layer of its own, in the field's order: the first (solid,
 * e.g. simulated) wide and pale, the later ones (dashed, e.g. exact) thin and drawn on top, so a dashed
 * line stays visible where it runs along a solid one of the same colour.
 */
function lineLayers(chart: ChartRequest): unknown[] {
  const x = xAxis(chart, WIDTH / valuesOf(chart.x, chart.data).length);
  const layers: unknown[] = [];
  if (chart.interval) {
    // The 95% band under the line, only where the row has an interval.
    const { low, high } = chart.interval;
    layers.push({
      transform: [{ filter: `isValid(datum[${JSON.stringify(low)}]) && isValid(datum[${JSON.stringify(high)}])` }],
      mark: { type: "area", opacity: 0.2, ...(chart.step ? { interpolate: "step-after" } : {}) },
      encoding: {
        x,
        y: { field: low, type: "quantitative", title: chart.y.title },
        y2: { field: high },
        // The shared colour legend shows solid symbols, not the band's faint ones.
        ...(chart.color ? { color: { ...legend(chart.color, chart.data), legend: { symbolOpacity: 1 } } } : {}),
        ...(chart.dash ? { detail: { field: chart.dash.field, type: chart.dash.type } } : {}),
      },
    });
  }
  const mark = { type: "line", point: !chart.dash, tooltip: true, ...(chart.step ? { interpolate: "step-after" } : {}) };
  // The colour legend keeps solid symbols whatever the opacity of the lines.
  const encoding = { x, y: axis(chart.y), ...(chart.color ? { color: { ...legend(chart.color, chart.data), legend: { symbolOpacity: 1 } } } : {}) };
  const dash = chart.dash;
  if (dash === undefined) layers.push({ mark, encoding });
  else {
    // The points would make every dash look alike in the legend: no points, and the dash legend drawn as strokes.
    const dashes = valuesOf(dash, chart.data);
    const strokeDash = { ...legend({ ...dash, order: dashes }, chart.data, false), legend: { symbolType: "stroke", symbolStrokeWidth: 2, symbolSize: 400, symbolStrokeColor: "black" } };
    dashes.forEach((value, index) =>
      layers.push({
        transform: [{ filter: `datum[${JSON.stringify(dash.field)}] === ${JSON.stringify(value)}` }],
        mark: { ...mark, ...(index === 0 ? { strokeWidth: 3.5, opacity: 0.55 } : { strokeWidth: 1.5 }) },
        encoding: { ...encoding, strokeDash },
      }),
    );
  }
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
