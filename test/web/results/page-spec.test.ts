import { describe, expect, it } from "vitest";
import { ANSWER_DATA, pageSpec, splitAnswerData } from "../../../src/web/results/page-spec.js";
import * as vega from "vega";
import { compile } from "vega-lite";
import { findAnalysis } from "../../../src/analyses/index.js";
import { solveExactly } from "../../../src/pipeline/compute-run.js";
import { toVegaLite } from "../../../src/pipeline/vega-lite.js";
import type { ChartRequest } from "../../../src/framework/analysis.js";

const DEGREES = ["success-3", "success-2", "success-1", "failure-1", "failure-2", "failure-3"];
/** The Kingstone check's degree bars: six names of 9 characters, coloured by result. */
const degreeBars: ChartRequest = {
  name: "",
  title: "Check: 2d6 + 3 vs DC 10",
  kind: "bar",
  data: DEGREES.map((outcome, i) => ({ outcome, probability: (i + 1) / 21, result: outcome.startsWith("success") ? "success" : "failure" })),
  x: { field: "outcome", title: "outcome", type: "nominal", order: DEGREES },
  y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
  color: { field: "result", title: "result", type: "nominal", order: ["success", "failure"] },
};

const xAxisOf = (spec: Record<string, unknown>) => (spec.encoding as { x: { axis: Record<string, unknown> } }).x.axis;

describe("pageSpec", () => {
  it("at 1280 px keeps the chart's level labels and legend, takes the box's width and leaves the title to the page", () => {
    const spec = pageSpec(toVegaLite(degreeBars), 900);
    expect([spec.title, spec.width, xAxisOf(spec).labelAngle, (spec.config as { legend: Record<string, unknown> }).legend.orient]).toEqual([undefined, "container", 0, undefined]);
  });

  it("at 390 px (a 358 px box) slants the six degree names (a 49 px band, 54 px labels) and puts the legend under the plot", () => {
    const spec = pageSpec(toVegaLite(degreeBars), 358);
    // (358 − 64) / 6 = 49 px a band; "success-3" is 9 × 6 = 54 px: too long level, wide enough slanted.
    expect(xAxisOf(spec)).toMatchObject({ labelAngle: -45, labelOverlap: true });
    expect((spec.config as { legend: Record<string, unknown> }).legend).toMatchObject({ orient: "bottom", direction: "horizontal", columns: 2 });
  });

  it("at 390 px lays a legend whose labels are too long for half the plot in one column, as wide as the box (a comparison's readings)", () => {
    const readings = ["pinned: Bonus 1, Difficulty 14", "now: Bonus 3, Difficulty 10"];
    const compared = { ...degreeBars, data: readings.map((reading) => ({ outcome: "success-1", probability: 0.5, reading })), color: { field: "reading", title: "reading", type: "nominal" as const, order: readings, scheme: "comparison" } };
    // (358 − 64) / 2 − 30 = 117 px a column; the longest reading is 30 × 6 = 180 px.
    expect((pageSpec(toVegaLite(compared), 358).config as { legend: Record<string, unknown> }).legend).toMatchObject({ columns: 1, labelLimit: 318 });
    // "success" and "failure" (42 px) fit two columns of 117 px.
    expect((pageSpec(toVegaLite(degreeBars), 358).config as { legend: Record<string, unknown> }).legend).toMatchObject({ columns: 2, labelLimit: 117 });
  });

  it("at 390 px turns 21 difficulty labels upright (a 14 px band) and keeps short labels level where they fit", () => {
    const difficulties = Array.from({ length: 21 }, (_, d) => String(d));
    const many = { ...degreeBars, data: difficulties.map((d) => ({ outcome: d, probability: 0.5, result: "success" })), x: { ...degreeBars.x, order: difficulties, type: "ordinal" as const } };
    expect(xAxisOf(pageSpec(toVegaLite(many), 358)).labelAngle).toBe(-90);
    const few = { ...many, data: many.data.slice(0, 5), x: { ...many.x, order: difficulties.slice(0, 5) } };
    expect(xAxisOf(pageSpec(toVegaLite(few), 358)).labelAngle).toBe(0);
  });

  it("drops a heatmap's cell labels in a narrow box only", () => {
    const heatmap: ChartRequest = {
      name: "",
      title: "P(success) by bonus and DC",
      kind: "heatmap",
      labels: true,
      data: [{ bonus: 0, dc: 8, p: 0.5 }, { bonus: 1, dc: 8, p: 0.6 }],
      x: { field: "bonus", title: "bonus", type: "ordinal" },
      y: { field: "dc", title: "DC", type: "ordinal" },
      color: { field: "p", title: "P(success)", type: "quantitative", format: ".0%" },
    };
    const marks = (spec: Record<string, unknown>) => (spec.layer as { mark: { type: string } }[]).map((layer) => layer.mark.type);
    expect(marks(pageSpec(toVegaLite(heatmap), 900))).toEqual(["rect", "text"]);
    expect(marks(pageSpec(toVegaLite(heatmap), 358))).toEqual(["rect"]);
  });
});

describe("a chart redrawn in place (issue 28 §9): splitAnswerData", () => {
  const check = (dc: number) => {
    const analysis = findAnalysis("kingstone", "check")!;
    const prepared = analysis.prepare({ bonus: "3", dc: String(dc) });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    return pageSpec(toVegaLite(solveExactly(prepared.value).charts[0]!), 800);
  };

  /** The x scale's domain, as vega draws a spec (headless, no DOM). */
  async function drawn(spec: Record<string, unknown>): Promise<{ domain: unknown[] }> {
    const view = new vega.View(vega.parse(compile(JSON.parse(JSON.stringify(spec))).spec), { renderer: "none" });
    await view.runAsync();
    const domain = view.scale("x").domain();
    view.finalize();
    return { domain };
  }

  it("Kingstone check at DC 10 and DC 12 (other degrees: success-3 gone, failure-4 come) has one shape and two sets of rows", () => {
    const [ten, twelve] = [splitAnswerData(check(10))!, splitAnswerData(check(12))!];
    expect(ten.shape).toBe(twelve.shape);
    expect(ten.rows.map((row) => row.outcome)).toContain("success-3");
    expect(twelve.rows.map((row) => row.outcome)).toContain("failure-4");
    expect(JSON.parse(ten.shape).data).toEqual({ name: ANSWER_DATA });
  });

  it("the split spec draws the degrees in the order the explicit sort gives (vega, headless)", async () => {
    for (const dc of [10, 12]) {
      const page = check(dc);
      expect((await drawn(splitAnswerData(page)!.spec)).domain).toEqual((await drawn(page)).domain);
    }
    expect((await drawn(check(12))).domain).toEqual(["success-2", "success-1", "failure-1", "failure-2", "failure-3", "failure-4"]);
  });

  it("the DC 10 view given DC 12's rows draws DC 12's domain, as a new view would", async () => {
    const view = new vega.View(vega.parse(compile(JSON.parse(JSON.stringify(splitAnswerData(check(10))!.spec))).spec), { renderer: "none" });
    await view.runAsync();
    await view.data(ANSWER_DATA, [...splitAnswerData(check(12))!.rows]).runAsync();
    expect(view.scale("x").domain()).toEqual((await drawn(check(12))).domain);
    view.finalize();
  });

  it("a spec without inline rows at its top is not split (it is rebuilt on every answer)", () => {
    expect(splitAnswerData({ data: { url: "x.csv" }, mark: "bar" })).toBeUndefined();
  });
});
