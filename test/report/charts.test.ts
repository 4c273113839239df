import { describe, expect, it } from "vitest";
import { readFileOptions } from "../../src/cli/file-options.js";
import { PACKAGE_ROOT } from "../../src/cli/write-report.js";
import { ANALYSES } from "../../src/analyses/index.js";
import { toCsv } from "../../src/pipeline/csv.js";
import { renderSvg, vegaLiteWarnings } from "../../src/report/render-svg.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";
import type { AnalysisEntry, PreparedRun } from "../../src/core/registered-analysis.js";
import { simulate } from "../../src/sim/simulate.js";

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

describe("charts", () => {
  it.each(runs)("every chart of %s compiles with zero Vega-Lite warnings", async (_, analysis, run) => {
    const prepared = preparedRun(analysis, run.params);
    const result = prepared.solve && !run.monteCarlo ? prepared.solve() : await simulatedResult(prepared);
    expect(result.charts.length).toBeGreaterThan(0);
    for (const chart of result.charts) expect(await vegaLiteWarnings(toVegaLite(chart))).toEqual([]);
  });
  it("renders the table heatmap to an SVG with one rect per cell and its labels", async () => {
    const table = ANALYSES.find((a) => a.name === "table")!;
    const result = solveExactly(preparedRun(table, { bonus: "0..1", dc: "7..8" }));
    const { svg, warnings } = await renderSvg(toVegaLite(result.charts[0]!));
    expect(warnings).toEqual([]);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("58%"); // bonus 0 vs DC 7: 7/12
    expect(svg).toContain("P(success) by bonus and DC");
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

describe("toCsv", () => {
  it("writes a header of every column in first-seen order and quotes as RFC 4180 asks", () => {
    expect(toCsv([{ a: 1, b: "x,y" }, { a: 2, c: true }])).toBe('a,b,c\n1,"x,y",\n2,,true\n');
  });
});
