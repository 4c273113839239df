import { describe, expect, it } from "vitest";
import type { ChartRequest } from "../../src/core/analysis.js";
import { renderSvg, vegaLiteWarnings } from "../../src/report/render-svg.js";
import { toVegaLite } from "../../src/report/vega-lite.js";

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
