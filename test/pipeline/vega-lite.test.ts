import { describe, expect, it } from "vitest";
import { ANALYSES } from "../../src/analyses/index.js";
import type { AnalysisEntry, PreparedRun } from "../../src/core/registered-analysis.js";
import { readFileOptions } from "../../src/cli/file-options.js";
import { PACKAGE_ROOT } from "../../src/cli/write-report.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
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
    expect(layers.map((layer) => layer.mark.type)).toEqual(["area", "line"]);
    expect(layers[0]!.encoding.y!.field).toBe("low");
    expect(layers[1]!.encoding.strokeDash!.legend!.symbolType).toBe("stroke");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
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
