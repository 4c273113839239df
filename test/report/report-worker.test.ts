import { describe, expect, it } from "vitest";
import computeReportTask, { computeReportRun } from "../../src/report/report-worker.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { computeRun } from "../../src/pipeline/compute-run.js";

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
