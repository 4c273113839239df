import { describe, expect, it } from "vitest";
import { computeInWorkers } from "../../src/cli/report-runs.js";
import { computeReportRun } from "../../src/cli/report-worker.js";

const RUNS = [
  { game: "kingstone", analysis: "check", raw: { bonus: "3", dc: "10" } },
  { game: "ultimo", analysis: "curve", raw: { handSize: "3", limit: "2" } },
  { game: "zilch", analysis: "test", raw: { suit: "6" }, simulation: { trials: 20_000, seed: 7 } },
  { game: "ultimo", analysis: "pick", raw: { handSize: "3", limit: "2" } },
];

describe("the report's runs on a pool of workers", () => {
  it("give every run's result as this thread computes it, in plan order, runs sharing a solve grouped", async () => {
    const computation = await computeInWorkers(RUNS, 2, undefined);
    try {
      for (const [index, run] of RUNS.entries()) expect(await computation.result(index)).toEqual(await computeReportRun(run));
      expect((await computation.claims()).length).toBeGreaterThan(10);
    } finally {
      await computation.close();
    }
  }, 120_000);
});
