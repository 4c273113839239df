import { describe, expect, it } from "vitest";
import { ANALYSES } from "../../src/analyses/index.js";
import type { AnalysisEntry, PreparedRun } from "../../src/framework/registered-analysis.js";
import { readFileOptions } from "../../src/report/file-options.js";
import { PACKAGE_ROOT } from "../../src/report/write-report.js";
import { toVegaLite, wrapText } from "../../src/pipeline/vega-lite.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { simulate } from "../../src/sim/simulate.js";
import { AREA, BANDED, LINES, SLOW_RUNS } from "../support/chart-requests.js";

/** A report run's prepared parameters; report runs name files (a campaign's scenario) relative to the package, as the report reads them. */
function preparedRun(analysis: AnalysisEntry, raw: Readonly<Record<string, unknown>>): PreparedRun {
  const prepared = analysis.prepare(readFileOptions(analysis, raw, PACKAGE_ROOT).raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return prepared.value;
}

/** A report run by simulation, at the run's seed but few trials (the charts' shape, not their figures, is tested here). */
async function simulatedResult(prepared: PreparedRun) {
  const run = await simulate(prepared, { trials: 20_000, seed: 1, threads: 1 });
  return prepared.sampledResult(run.estimates);
}

const runs = ANALYSES.flatMap((analysis) => analysis.reportRuns.map((run) => [`${analysis.game} ${analysis.name} ${run.name}`, analysis, run] as const));

describe("the charts of every report run", () => {
  it("the runs left to vega-lite.slow.test.ts are report runs", () => {
    expect(SLOW_RUNS.filter((name) => !runs.some(([label]) => label === name))).toEqual([]);
  });
  it.each(runs.filter(([label]) => !SLOW_RUNS.includes(label)))("every chart of %s compiles with zero Vega-Lite warnings", async (_, analysis, run) => {
    const prepared = preparedRun(analysis, run.params);
    const result = prepared.solve && !run.monteCarlo ? prepared.solve() : await simulatedResult(prepared);
    expect(result.charts.length).toBeGreaterThan(0);
    for (const chart of result.charts) expect(await vegaLiteWarnings(toVegaLite(chart))).toEqual([]);
  });
});

describe("grouped bars", () => {
  it("set two distributions side by side (xOffset, no stack) with zero Vega-Lite warnings", async () => {
    const spec = toVegaLite({
      name: "",
      title: "dealt and taken",
      kind: "bar",
      grouped: true,
      data: [
        { damage: 0, side: "dealt", probability: 0.5 },
        { damage: 0, side: "taken", probability: 0.25 },
      ],
      x: { field: "damage", title: "damage", type: "ordinal" },
      y: { field: "probability", title: "probability", type: "quantitative" },
      color: { field: "side", title: "damage", type: "nominal", order: ["dealt", "taken"] },
    }) as { encoding: Record<string, { stack?: unknown; field?: string }> };
    expect(spec.encoding.y!.stack).toBeNull();
    expect(spec.encoding.xOffset!.field).toBe("side");
    expect(await vegaLiteWarnings(spec as never)).toEqual([]);
  });
});

describe("area charts", () => {
  it("a stacked area in the colour field's order compiles with zero warnings", async () => {
    const spec = toVegaLite(AREA);
    expect(spec.mark).toEqual({ type: "area", tooltip: true, line: true });
    expect((spec.encoding as { y: { stack: string } }).y.stack).toBe("zero");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
  });
});

const heatmap = (domain?: readonly [number, number]) =>
  toVegaLite({
    name: "",
    title: "t",
    kind: "heatmap",
    data: [{ x: 1, y: 1, v: 1.5 }],
    x: { field: "x", title: "x", type: "ordinal" },
    y: { field: "y", title: "y", type: "ordinal" },
    color: { field: "v", title: "v", type: "quantitative", ...(domain ? { domain } : {}) },
    labels: true,
  }) as { layer: Array<{ encoding: { color: { scale?: { domain: number[] }; condition?: { test: string } } } }> };

describe("heatmap cells", () => {
  it("are 44 × 24 px with labels at 11 px, legible at the size the page shows them", () => {
    const spec = heatmap() as unknown as { width: { step: number }; height: { step: number }; layer: Array<{ mark: { type: string; fontSize?: number } }> };
    expect([spec.width.step, spec.height.step]).toEqual([44, 24]);
    expect(spec.layer[1]!.mark).toEqual({ type: "text", fontSize: 11 });
    expect(spec.layer[1]!.mark.fontSize).toBeGreaterThanOrEqual(10);
  });
});

describe("heatmap colour domain", () => {
  it("is 0..1 by default (probabilities) and the colour field's own domain when it gives one, labels switching colour at 60% of it", () => {
    expect(heatmap().layer[0]!.encoding.color.scale!.domain).toEqual([0, 1]);
    expect(heatmap([0, 2]).layer[0]!.encoding.color.scale!.domain).toEqual([0, 2]);
    expect(heatmap([0, 2]).layer[1]!.encoding.color.condition!.test).toBe('datum["v"] > 1.2');
  });
});

describe("line charts with a dash field", () => {
  it("draw one line per colour and dash value: strokeDash encodes the dash field, zero warnings", async () => {
    const spec = toVegaLite(LINES);
    const encoding = (spec.layer as Array<{ encoding: Record<string, { field: string }> }>)[0]!.encoding;
    expect(encoding.strokeDash!.field).toBe("source");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
  });
  it("with an interval, draw a band under the rows that have one, and a dash legend of strokes (solid against dashed), zero warnings", async () => {
    const spec = toVegaLite(BANDED);
    const layers = spec.layer as Array<{ mark: { type: string }; encoding: Record<string, { field?: string; legend?: Record<string, unknown> }> }>;
    expect(layers.map((layer) => layer.mark.type)).toEqual(["area", "line", "line"]);
    expect(layers[0]!.encoding.y!.field).toBe("low");
    expect(layers[1]!.encoding.strokeDash!.legend!.symbolType).toBe("stroke");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
  });
  it("draw each dash value as a layer in the dash order: simulated wide and pale below, exact thin on top, both on one dash scale; the colour legend stays opaque", () => {
    const layers = toVegaLite(LINES).layer as Array<{ transform: Array<{ filter: string }>; mark: Record<string, unknown>; encoding: Record<string, { scale?: { domain: string[] }; legend?: Record<string, unknown> }> }>;
    expect(layers.map((layer) => layer.transform[0]!.filter)).toEqual(['datum["source"] === "simulated"', 'datum["source"] === "exact"']);
    expect(layers.map((layer) => [layer.mark.strokeWidth, layer.mark.opacity])).toEqual([
      [3.5, 0.55],
      [1.5, undefined],
    ]);
    for (const layer of layers) expect(layer.encoding.strokeDash!.scale!.domain).toEqual(["simulated", "exact"]);
    expect(layers[0]!.encoding.color!.legend).toEqual({ symbolOpacity: 1 });
  });
});

/** A bar chart of `labels` on an ordinal x axis, one row each. */
const bars = (labels: readonly string[]) =>
  toVegaLite({
    name: "",
    title: "t",
    kind: "bar",
    data: labels.map((label) => ({ x: label, y: 1 / labels.length })),
    x: { field: "x", title: "x", type: "ordinal", order: labels },
    y: { field: "y", title: "y", type: "quantitative" },
  }) as { encoding: { x: { axis?: { labelAngle?: number } } } };

describe("x axis labels", () => {
  it("stay level (labelAngle 0) for 2d6's totals 0..12, the degrees success-1 … failure-3 and a threat histogram 0..22", () => {
    const range = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    expect(bars(range(13)).encoding.x.axis).toEqual({ labelAngle: 0 });
    expect(bars(["success-1", "success-2", "success-3", "failure-1", "failure-2", "failure-3"]).encoding.x.axis!.labelAngle).toBe(0);
    expect(bars(range(23)).encoding.x.axis!.labelAngle).toBe(0);
  });
  it("slant at -45° when they are long for their band: the challenges of an evening, forty outcomes", () => {
    expect(bars(["1. D4, limit 6", "2. D3, limit 3", "3. D6, limit 6", "4. D5, limit 3", "5. D6, limit 3", "6. D6, limit 8", "7. D6, limit 3", "8. D5, limit 8"]).encoding.x.axis!.labelAngle).toBe(-45);
    expect(bars(Array.from({ length: 40 }, (_, i) => `outcome ${i}`)).encoding.x.axis!.labelAngle).toBe(-45);
  });
  it("a quantitative x keeps Vega-Lite's own (level) labels; over whole numbers it ticks at whole numbers only (issue 28 §7: no half DCs)", () => {
    const spec = toVegaLite(LINES) as { layer: Array<{ encoding: { x: Record<string, unknown> } }> };
    expect(spec.layer[0]!.encoding.x.axis).toEqual({ tickMinStep: 1, format: "d" });
    const fractional = toVegaLite({ ...LINES, data: LINES.data.map((row) => ({ ...row, step: Number(row.step) + 0.5 })) }) as typeof spec;
    expect(fractional.layer[0]!.encoding.x).not.toHaveProperty("axis");
  });
});

describe("titles", () => {
  const long = "Shock, injury and exit by step: Holding the gate: a psychic's evocations, no hand to spare, one deck for everything";
  it("a short title stays a plain string", () => {
    expect(toVegaLite(LINES).title).toBe("simulated against exact");
  });
  it("a long one wraps into lines of at most 66 characters (520 px at 13 px), the subtitle under it, so it never widens the chart", async () => {
    const spec = toVegaLite({ ...LINES, title: long, subtitle: "simulated: 100,000 trials, seed 1" });
    const title = spec.title as { text: string[]; subtitle: string; subtitleFontSize: number };
    expect(title.text).toEqual(["Shock, injury and exit by step: Holding the gate: a psychic's", "evocations, no hand to spare, one deck for everything"]);
    expect(title.subtitle).toBe("simulated: 100,000 trials, seed 1");
    expect(title.subtitleFontSize).toBe(11);
    expect(await vegaLiteWarnings(spec)).toEqual([]);
  });
  it("wrapText breaks between words in as few lines as fit, balanced (no stray last word), a word longer than a line on its own", () => {
    expect(wrapText("P(win) by enemy and attack bonus", 16)).toEqual(["P(win) by enemy", "and attack bonus"]);
    expect(wrapText("P(success or better), empty hand, strain 0", 41)).toEqual(["P(success or better),", "empty hand, strain 0"]);
    expect(wrapText("P(success or better), empty hand, strain 0", 42)).toEqual(["P(success or better), empty hand, strain 0"]);
    expect(wrapText("a phase-aligned-leprechaun b", 5)).toEqual(["a", "phase-aligned-leprechaun", "b"]);
    expect(wrapText("", 10)).toEqual([]);
  });
});

describe("toVegaLite", () => {
  it("inlines the data and names the Vega-Lite v6 schema; a bar chart's mark is the doc comment's", () => {
    const spec = toVegaLite({ name: "", title: "t", kind: "bar", data: [{ x: "a", y: 1 }], x: { field: "x", title: "x", type: "nominal" }, y: { field: "y", title: "y", type: "quantitative" } });
    expect(spec.$schema).toBe("https://vega.github.io/schema/vega-lite/v6.json");
    expect(spec.data).toEqual({ values: [{ x: "a", y: 1 }] });
    expect(spec.title).toBe("t");
    expect(spec.mark).toEqual({ type: "bar", tooltip: true });
  });
});
