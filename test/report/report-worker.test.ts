import { describe, expect, it } from "vitest";
import computeReportTask, { computeReportRun } from "../../src/report/report-worker.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { computeRun } from "../../src/pipeline/compute-run.js";
import { chartContent, chartPath } from "../../src/report/chart-files.js";

describe("the report worker's task", () => {
  it("computes an exact run as computeRun does, and refuses an unknown analysis", async () => {
    const analysis = findAnalysis("kingstone", "check")!;
    const prepared = analysis.prepare({ bonus: "3", dc: "10" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    expect(await computeReportRun({ game: "kingstone", analysis: "check", raw: { bonus: "3", dc: "10" } })).toEqual((await computeRun({ prepared: prepared.value })).result);
    await expect(computeReportRun({ game: "kingstone", analysis: "nothing", raw: {} })).rejects.toThrow("no analysis kingstone nothing");
  });
  it("returns its runs' results in order, with the audit's claims only when asked", async () => {
    const runs = [
      { game: "kingstone", analysis: "check", raw: { bonus: "1", dc: "9" } },
      { game: "zilch", analysis: "test", raw: { suit: "6" }, simulation: { trials: 10_000, seed: 3 } },
    ];
    const done = await computeReportTask({ runs, audit: false });
    expect(done.results).toHaveLength(2);
    expect(done.claims).toBeUndefined();
    expect(done.results[1]).toEqual(await computeReportRun(runs[1]!));
  });
});

describe("the report worker draws its runs' charts (issue 29)", () => {
  it("a run naming its svg gets its charts drawn as the report writes them: the same bytes as chartContent in this thread, ids named after the file", async () => {
    const run = { game: "kingstone", analysis: "table", raw: { bonus: "0..2", dc: "7..9" }, svg: "kingstone/table.svg" };
    const done = await computeReportTask({ runs: [run, { ...run, svg: undefined }], audit: false });
    const result = done.results[0]!;
    const here = await Promise.all(result.charts.map((chart) => chartContent(chartPath(run.svg, chart), chart)));
    expect(done.drawn[0]).toEqual(here);
    expect(done.drawn[1]).toBeUndefined();
    // The heatmap's legend gradient: named after its file, not vega's counter in this process.
    expect(here[0]!.content).toContain('id="table-gradient-1"');
    expect(here[0]!.content).not.toMatch(/gradient_\d/);
  });
});
