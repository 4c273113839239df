import { describe, expect, it } from "vitest";
import { ANALYSES } from "../../src/analyses/index.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import { ownIds, renderSvg, vegaLiteWarnings } from "../../src/report/render-svg.js";
import { AREA, BANDED, LINES } from "../support/chart-requests.js";

describe("renderSvg", () => {
  it("renders the table heatmap to an SVG with one rect per cell and its labels", async () => {
    const table = ANALYSES.find((a) => a.name === "table")!;
    const prepared = table.prepare({ bonus: "0..1", dc: "7..8" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const result = solveExactly(prepared.value);
    const { svg, warnings } = await renderSvg(toVegaLite(result.charts[0]!));
    expect(warnings).toEqual([]);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("58%"); // bonus 0 vs DC 7: 7/12
    expect(svg).toContain("P(success) by bonus and DC");
  });
  it("draws with its expressions interpreted to the bytes vega draws when it compiles them into functions (the heatmap, the area and the band charts)", async () => {
    const [vega, vegaLite] = await Promise.all([import("vega"), import("vega-lite")]);
    const table = ANALYSES.find((a) => a.name === "table")!;
    const prepared = table.prepare({ bonus: "0..2", dc: "6..9" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    for (const chart of [solveExactly(prepared.value).charts[0]!, AREA, BANDED]) {
      const spec = toVegaLite(chart);
      const ours = await renderSvg(spec, "chart");
      // vega's own way, with renderSvg's text measurer (it set vega's hook above) and the same ids.
      const view = new vega.View(vega.parse(vegaLite.compile(spec as never).spec), { renderer: "none" });
      const compiled = ownIds(await view.toSVG(), "chart");
      view.finalize();
      expect(ours.svg).toBe(compiled);
    }
  });
  it("renders a stacked area chart, with no warnings", async () => {
    const { svg, warnings } = await renderSvg(toVegaLite(AREA));
    expect(warnings).toEqual([]);
    expect(svg).toContain("stacked degrees");
  });
  it("renders lines with a dash field, with no warnings", async () => {
    const { svg, warnings } = await renderSvg(toVegaLite(LINES));
    expect(warnings).toEqual([]);
    expect(svg).toContain("simulated against exact");
  });
  it("renders dashed lines with a band: two different dash legend entries (solid and dashed) and one area", async () => {
    const { svg, warnings } = await renderSvg(toVegaLite(BANDED));
    expect(warnings).toEqual([]);
    // The two dash legend entries differ: one solid, one dashed.
    const dashes = [...svg.matchAll(/role-legend-symbol[^>]*><path[^>]*stroke-dasharray="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(dashes).size).toBe(2);
    // One band: only the simulated rows carry an interval.
    expect(svg).toContain("mark-area role-mark");
  });
  it("lays text out at a browser's widths: 2d6's totals with a long wrapped title and a subtitle are 567 px wide, the 520 px plot and its axis", async () => {
    const totals = Array.from({ length: 13 }, (_, total) => String(total));
    const spec = toVegaLite({
      name: "",
      title: "Shock, injury and exit by step: Holding the gate: a psychic's evocations, no hand to spare, one deck for everything",
      subtitle: "simulated: 100,000 trials, seed 1",
      kind: "bar",
      data: totals.map((total) => ({ total, probability: 1 / 13 })),
      x: { field: "total", title: "total", type: "ordinal", order: totals },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
    });
    const { svg, warnings } = await renderSvg(spec);
    expect(warnings).toEqual([]);
    expect(/^<svg[^>]* width="(\d+)"/.exec(svg)![1]).toBe("567");
  });
  it("refuses a spec that names no vega-lite $schema", async () => {
    await expect(renderSvg({ mark: "bar" })).rejects.toThrow("not a Vega-Lite spec: it names no vega-lite $schema");
    await expect(vegaLiteWarnings({ $schema: "https://vega.github.io/schema/vega/v5.json" })).rejects.toThrow("not a Vega-Lite spec");
  });
});

describe("vegaLiteWarnings", () => {
  it("keeps Vega-Lite's warnings instead of printing them: an unknown field type is one", async () => {
    const warnings = await vegaLiteWarnings({
      $schema: "https://vega.github.io/schema/vega-lite/v6.json",
      data: { values: [{ a: 1 }] },
      mark: "bar",
      encoding: { x: { field: "a", type: "quantitative" }, shape: { field: "a", type: "quantitative" } },
    });
    expect(warnings.length).toBeGreaterThan(0);
  });
});

describe("ownIds", () => {
  it("names vega's gradient, clip and pattern ids after the chart, numbered in order of appearance, and rewrites only whole ids and their references", () => {
    const svg = '<linearGradient id="gradient_7"/><rect fill="url(#gradient_7)"/><clipPath id="clip3"/><g clip-path="url(#clip3)"><text>gradient_7 clip3</text></g><pattern id="p_gradient_9"/><use href="#p_gradient_9"/>';
    expect(ownIds(svg, "table-ladders")).toBe(
      '<linearGradient id="table-ladders-gradient-1"/><rect fill="url(#table-ladders-gradient-1)"/><clipPath id="table-ladders-clip-2"/><g clip-path="url(#table-ladders-clip-2)"><text>gradient_7 clip3</text></g><pattern id="table-ladders-pattern-3"/><use href="#table-ladders-pattern-3"/>',
    );
  });
  it("keeps a name an XML name: other characters become -, and a name not starting with a letter gets chart- before it", () => {
    expect(ownIds('<g id="clip1"/>', "9 d6's")).toBe('<g id="chart-9-d6-s-clip-1"/>');
    expect(ownIds("<svg/>", "x")).toBe("<svg/>");
  });
  it("the same chart drawn twice in one process has the same bytes (vega's own counter would number the second's gradient on)", async () => {
    const table = ANALYSES.find((a) => a.name === "table")!;
    const prepared = table.prepare({ bonus: "0..1", dc: "7..8" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const spec = toVegaLite(solveExactly(prepared.value).charts[0]!);
    const [first, second] = [await renderSvg(spec, "table"), await renderSvg(spec, "table")];
    expect(second.svg).toBe(first.svg);
    expect(first.svg).toContain('fill="url(#table-gradient-1)"');
  });
});
