/**
 * A chart's Vega-Lite spec as the workbench draws it in a box of a given width (issue 28 §2): the plot takes
 * the box's width, the page shows the title, and in a narrow box (a phone) the legend moves under the plot,
 * x labels turn where they would overlap, and a heatmap drops its cell labels to colour and legend.
 */
import type { VegaLiteSpec } from "../../pipeline/vega-lite.js";

/** Below this box width the chart is drawn for a phone: legend below, x labels turned, heatmap labels dropped. */
export const NARROW_CHART = 560;

/** What a y axis and the plot's padding take from a narrow box's width, in px (axis labels, title, ticks). */
const Y_AXIS_ROOM = 64;
/** The axis labels' font size (vega-lite.ts's LABEL_FONT) and the width of one of its characters. */
const LABEL_FONT = 10;
const CHARACTER_WIDTH = 0.6 * LABEL_FONT;
/** What a legend entry's symbol, its gap and the box's padding take beside its label, in px. */
const LEGEND_SYMBOL_ROOM = 40;
/** A turned label needs a band at least this wide to stand clear of its neighbours: -45° above, -90° below. */
const SLANTED_BAND = 18;

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function markOf(layer: unknown): unknown {
  const mark = isRecord(layer) ? layer.mark : undefined;
  return isRecord(mark) ? mark.type : mark;
}

/** The distinct values of a field in the spec's inline data, in the x channel's sort when it lists them. */
function xValues(spec: Json, x: Json): string[] {
  if (Array.isArray(x.sort)) return x.sort.map(String);
  const data = isRecord(spec.data) && Array.isArray(spec.data.values) ? spec.data.values : [];
  return [...new Set(data.map((row: unknown) => (isRecord(row) ? String(row[String(x.field)]) : "")))];
}

/**
 * The x channel for a plot `plotWidth` px wide: level labels where the longest fits its band, turned -45°
 * where the band is wide enough for slanted labels, else -90° (and thinned by vega where even that overlaps).
 * A quantitative axis is left as it is (vega spaces its ticks).
 */
function narrowX(spec: Json, x: Json, plotWidth: number): Json {
  if (x.type === "quantitative") return x;
  const values = xValues(spec, x);
  const band = plotWidth / Math.max(values.length, 1);
  const longest = Math.max(0, ...values.map((value) => value.length)) * CHARACTER_WIDTH;
  const labelAngle = longest <= band - 4 ? 0 : band >= SLANTED_BAND ? -45 : -90;
  const axis = isRecord(x.axis) ? x.axis : {};
  return { ...x, axis: { ...axis, labelAngle, labelOverlap: true, ...(labelAngle === -90 ? { labelAlign: "right", labelBaseline: "middle" } : {}) } };
}

/** A layer or the spec itself with its x channel turned for the plot's width (when it has one). */
function withNarrowX(spec: Json, part: Json, plotWidth: number): Json {
  const encoding = isRecord(part.encoding) ? part.encoding : undefined;
  if (encoding === undefined || !isRecord(encoding.x)) return part;
  return { ...part, encoding: { ...encoding, x: narrowX(spec, encoding.x, plotWidth) } };
}

/**
 * The spec as the page draws it in a box `boxWidth` px wide: the plot takes the box's width and the title is
 * the page's (a heading that wraps) rather than the chart's own. In a narrow box the legend sits under the
 * plot (so the plot keeps the width), x labels turn where level ones would overlap, and a heatmap drops its
 * text layer so its colours and legend speak alone. O(rows).
 * @example pageSpec({ mark: "bar", encoding: { x: { field: "o", type: "nominal" } }, data: { values: [{ o: "success-1" }, { o: "failure-1" }] } }, 1000).width // "container"
 */
export function pageSpec(spec: VegaLiteSpec, boxWidth: number): Record<string, unknown> {
  const { title: _title, ...rest } = spec;
  const page = { ...rest, width: "container", autosize: { type: "fit-x", contains: "padding" } };
  if (boxWidth >= NARROW_CHART) return page;
  const layers = Array.isArray(rest.layer) ? rest.layer : undefined;
  const heatmap = layers !== undefined && layers.some((layer) => markOf(layer) === "rect");
  const plotWidth = boxWidth - Y_AXIS_ROOM;
  const config = isRecord(rest.config) ? rest.config : {};
  const legend = isRecord(config.legend) ? config.legend : {};
  const shownLayers = layers?.filter((layer) => !(heatmap && markOf(layer) === "text")).map((layer) => (isRecord(layer) ? withNarrowX(spec, layer, plotWidth) : layer));
  return {
    ...withNarrowX(spec, page, plotWidth),
    ...(shownLayers ? { layer: shownLayers } : {}),
    config: { ...config, legend: { ...legend, orient: "bottom", direction: "horizontal", ...legendColumns(colourLabels(rest), boxWidth, plotWidth) } },
  };
}

/** The name of the answer's rows in an embedded spec: `view.data(ANSWER_DATA, rows)` replaces them. */
export const ANSWER_DATA = "answer";

/** A page spec split for drawing in place: its shape (everything but its rows), the spec to embed, and its rows. */
export interface AnswerData {
  readonly shape: string;
  readonly spec: Record<string, unknown>;
  readonly rows: ReadonlyArray<Record<string, unknown>>;
}

/** An encoding whose explicit sort lists (`sort: ["success-2", …]`) are read from a column of each row instead. */
function orderFromRows(encoding: unknown, rows: Array<Record<string, unknown>>): unknown {
  if (!isRecord(encoding)) return encoding;
  return Object.fromEntries(
    Object.entries(encoding).map(([channel, definition]) => {
      if (!isRecord(definition) || !Array.isArray(definition.sort) || typeof definition.field !== "string") return [channel, definition];
      const { field, sort } = definition;
      const column = `${field} order`;
      const listed = sort.map(String);
      // A value the list leaves out comes after those it lists, in the rows' order (as Vega-Lite places it).
      rows.forEach((row, index) => {
        const at = listed.indexOf(String(row[field]));
        row[column] = at >= 0 ? at : listed.length + index;
      });
      return [channel, { ...definition, sort: { field: column, op: "min" } }];
    }),
  );
}

/**
 * A page spec (inline rows at its top) split into its shape and its rows, so that a new answer whose
 * shape is the same redraws by replacing the rows of the drawn view (issue 28 §9) instead of building
 * another: the rows become the named dataset ANSWER_DATA, and explicit sort lists a column of the rows
 * (Kingstone's degrees at DC 10 and DC 12 differ, the chart's shape does not). Undefined for a spec
 * whose rows are not inline at its top. O(rows × sorted channels).
 * @example splitAnswerData({ data: { values: [{ outcome: "b" }, { outcome: "a" }] }, mark: "bar", encoding: { x: { field: "outcome", sort: ["a", "b"] } } })?.rows // [{ outcome: "b", "outcome order": 1 }, { outcome: "a", "outcome order": 0 }]
 */
export function splitAnswerData(page: Readonly<Record<string, unknown>>): AnswerData | undefined {
  const data = page.data;
  if (!isRecord(data) || !Array.isArray(data.values)) return undefined;
  const rows = data.values.map((row: unknown) => (isRecord(row) ? { ...row } : { value: row }));
  const layers = Array.isArray(page.layer) ? page.layer.map((layer: unknown) => (isRecord(layer) && layer.encoding !== undefined ? { ...layer, encoding: orderFromRows(layer.encoding, rows) } : layer)) : undefined;
  const { data: _data, ...rest } = page;
  const spec = { ...rest, ...(rest.encoding !== undefined ? { encoding: orderFromRows(rest.encoding, rows) } : {}), ...(layers ? { layer: layers } : {}), data: { name: ANSWER_DATA } };
  return { shape: JSON.stringify(spec), spec: { ...spec, datasets: { [ANSWER_DATA]: rows } }, rows };
}

/** The colour legend's labels: the colour channel's domain or sort (the spec's or a layer's), else its field's values in the data. */
function colourLabels(spec: Json): string[] {
  const channels = [spec, ...(Array.isArray(spec.layer) ? spec.layer : [])].flatMap((part: unknown) => (isRecord(part) && isRecord(part.encoding) && isRecord(part.encoding.color) ? [part.encoding.color] : []));
  const color = channels[0];
  if (color === undefined) return [];
  const scale = isRecord(color.scale) ? color.scale : {};
  if (Array.isArray(scale.domain)) return scale.domain.map(String);
  return xValues(spec, color);
}

/**
 * The legend under a narrow plot: two columns while its longest label fits half the plot; else one column,
 * its labels as wide as the box allows (a comparison's "pinned: Bonus 1, Difficulty 14" was cut in two
 * columns at 390 px). O(labels).
 */
function legendColumns(labels: readonly string[], boxWidth: number, plotWidth: number): { columns: number; labelLimit: number } {
  const half = Math.max(plotWidth / 2 - 30, 60);
  const longest = Math.max(0, ...labels.map((label) => label.length)) * CHARACTER_WIDTH;
  return longest <= half ? { columns: 2, labelLimit: half } : { columns: 1, labelLimit: boxWidth - LEGEND_SYMBOL_ROOM };
}
