import { describe, expect, it } from "vitest";
import type { ChartRequest } from "../../src/core/analysis.js";
import { renderSvg, vegaLiteWarnings } from "../../src/report/render-svg.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";

const area: ChartRequest = {
  name: "",
  title: "stacked degrees",
  kind: "area",
  data: [
    { target: 2, degree: "good", probability: 0.25 },
    { target: 2, degree: "bad", probability: 0.75 },
    { target: 3, degree: "good", probability: 0.5 },
    { target: 3, degree: "bad", probability: 0.5 },
  ],
  x: { field: "target", title: "target", type: "quantitative" },
  y: { field: "probability", title: "probability", type: "quantitative", domain: [0, 1] },
  color: { field: "degree", title: "degree", type: "ordinal", order: ["bad", "good"], scheme: "redblue" },
};

describe("area charts", () => {
  it("a stacked area in the colour field's order compiles with zero warnings and renders", async () => {
    const spec = toVegaLite(area);
    expect(spec.mark).toEqual({ type: "area", tooltip: true, line: true });
    expect((spec.encoding as { y: { stack: string } }).y.stack).toBe("zero");
    expect(await vegaLiteWarnings(spec)).toEqual([]);
    const { svg, warnings } = await renderSvg(spec);
    expect(warnings).toEqual([]);
    expect(svg).toContain("stacked degrees");
  });
});
