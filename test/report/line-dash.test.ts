import { describe, expect, it } from "vitest";
import type { ChartRequest } from "../../src/core/analysis.js";
import { renderSvg, vegaLiteWarnings } from "../../src/report/render-svg.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";

const lines: ChartRequest = {
  name: "",
  title: "simulated against exact",
  kind: "line",
  data: [
    { step: 0, measure: "P(a)", source: "simulated", probability: 0.1 },
    { step: 1, measure: "P(a)", source: "simulated", probability: 0.2 },
    { step: 0, measure: "P(a)", source: "exact", probability: 0.1 },
    { step: 1, measure: "P(a)", source: "exact", probability: 0.25 },
  ],
  x: { field: "step", title: "step", type: "quantitative" },
  y: { field: "probability", title: "probability", type: "quantitative", domain: [0, 1] },
  color: { field: "measure", title: "", type: "nominal" },
  dash: { field: "source", title: "", type: "nominal", order: ["simulated", "exact"] },
};

describe("line charts with a dash field", () => {
  it("draw one line per colour and dash value: strokeDash encodes the dash field, zero warnings, renders", async () => {
    const spec = toVegaLite(lines);
    const encoding = (spec.layer as Array<{ encoding: Record<string, { field: string }> }>)[0]!.encoding;
    expect(encoding.strokeDash!.field).toBe("source");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
    const { svg, warnings } = await renderSvg(spec);
    expect(warnings).toEqual([]);
    expect(svg).toContain("simulated against exact");
  });
});

describe("line charts with a dash field and an interval", () => {
  const banded: ChartRequest = {
    ...lines,
    data: lines.data.map((row) => (row.source === "simulated" ? { ...row, low: (row.probability as number) - 0.05, high: (row.probability as number) + 0.05 } : { ...row, low: null, high: null })),
    interval: { low: "low", high: "high" },
  };

  it("draw a band under the rows that have an interval, and a dash legend of strokes (solid against dashed), zero warnings", async () => {
    const spec = toVegaLite(banded);
    const layers = spec.layer as Array<{ mark: { type: string }; encoding: Record<string, { field?: string; legend?: Record<string, unknown> }> }>;
    expect(layers.map((layer) => layer.mark.type)).toEqual(["area", "line"]);
    expect(layers[0]!.encoding.y!.field).toBe("low");
    expect(layers[1]!.encoding.strokeDash!.legend!.symbolType).toBe("stroke");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
    const { svg, warnings } = await renderSvg(spec);
    expect(warnings).toEqual([]);
    // The two dash legend entries differ: one solid, one dashed.
    const dashes = [...svg.matchAll(/role-legend-symbol[^>]*><path[^>]*stroke-dasharray="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(dashes).size).toBe(2);
    // One band: only the simulated rows carry an interval.
    expect(svg).toContain("mark-area role-mark");
  });
});
