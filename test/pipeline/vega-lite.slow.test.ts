import { describe, expect, it } from "vitest";
import { ANALYSES } from "../../src/analyses/index.js";
import { readFileOptions } from "../../src/report/file-options.js";
import { PACKAGE_ROOT } from "../../src/report/write-report.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { SLOW_RUNS } from "../support/chart-requests.js";

// Slow: the report runs whose exact solve takes seconds; vega-lite.test.ts compiles every other run's charts.
const runs = ANALYSES.flatMap((analysis) => analysis.reportRuns.map((run) => [`${analysis.game} ${analysis.name} ${run.name}`, analysis, run] as const)).filter(([label]) =>
  SLOW_RUNS.includes(label),
);

describe("the charts of the slow report runs", () => {
  it.each(runs)("every chart of %s compiles with zero Vega-Lite warnings", async (_, analysis, run) => {
    const prepared = analysis.prepare(readFileOptions(analysis, run.params, PACKAGE_ROOT).raw);
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    expect(prepared.value.solve).toBeDefined();
    expect(run.monteCarlo).toBeUndefined();
    const result = prepared.value.solve!();
    expect(result.charts.length).toBeGreaterThan(0);
    for (const chart of result.charts) expect(await vegaLiteWarnings(toVegaLite(chart))).toEqual([]);
  });
});
