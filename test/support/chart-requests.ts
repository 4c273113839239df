/** Chart requests shared by the Vega-Lite spec tests (test/pipeline/vega-lite.test.ts) and the SVG rendering tests (test/report/render-svg.test.ts). */
import type { ChartRequest } from "../../src/framework/analysis.js";

/** A stacked area of two degrees over two targets. */
export const AREA: ChartRequest = {
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

/** Simulated against exact: one line per measure and source, the source dashed. */
export const LINES: ChartRequest = {
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

/** The same lines, the simulated rows with a 95% band. */
export const BANDED: ChartRequest = {
  ...LINES,
  data: LINES.data.map((row) => (row.source === "simulated" ? { ...row, low: (row.probability as number) - 0.05, high: (row.probability as number) + 0.05 } : { ...row, low: null, high: null })),
  interval: { low: "low", high: "high" },
};

/**
 * The report runs whose exact solve takes seconds (Ultimo's hand curves over every hand of seven): their
 * charts are compiled in test/pipeline/vega-lite.slow.test.ts, every other run's in vega-lite.test.ts.
 */
export const SLOW_RUNS: readonly string[] = ["ultimo curve curve-hand7-limit4", "ultimo curve curve-example-characters", "ultimo pick pick-hand7-limit4"];
