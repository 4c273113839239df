import { describe, expect, it } from "vitest";
import { computeHere, FROM_SOURCES, reportTasks } from "../../src/report/report-runs.js";

const run = (game: string, analysis: string) => ({ game, analysis });

describe("the report's runs and their tasks", () => {
  it("groups the runs sharing a memoised solve (a curve and a pick; the attacks and the audit), each other analysis's runs together (its own memos), the shared groups first", () => {
    const runs = [run("kingstone", "check"), run("ultimo", "curve"), run("ultimo", "attack"), run("ultimo", "pick"), run("zilch", "chargen"), run("ultimo", "attack"), run("kingstone", "table"), run("zilch", "chargen"), run("kingstone", "check")];
    expect(reportTasks(runs)).toEqual([
      { indices: [1, 3], audit: false, charts: [] },
      { indices: [2, 5], audit: true, charts: [] },
      { indices: [0, 8], audit: false, charts: [] },
      { indices: [4, 7], audit: false, charts: [] },
      { indices: [6], audit: false, charts: [] },
    ]);
  });
  it("puts the GM's difficulty chart with the curves (whose memoised hand 7, limit 4 solve it reads) and the other charts together in a task of their own", () => {
    const runs = [run("kingstone", "check"), run("ultimo", "curve"), run("ultimo", "pick")];
    expect(reportTasks(runs, ["kingstone/dc-chart", "ultimo/difficulty-chart", "ash/opposing-chart"])).toEqual([
      { indices: [1, 2], audit: false, charts: ["ultimo/difficulty-chart"] },
      { indices: [], audit: true, charts: [] },
      { indices: [0], audit: false, charts: [] },
      { indices: [], audit: false, charts: ["kingstone/dc-chart", "ash/opposing-chart"] },
    ]);
  });
  it("puts the difficulty chart with the other charts when no curve is planned (a report kept Ultimo's section from before)", () => {
    expect(reportTasks([run("kingstone", "check")], ["kingstone/dc-chart", "ultimo/difficulty-chart"])).toEqual([
      { indices: [], audit: true, charts: [] },
      { indices: [0], audit: false, charts: [] },
      { indices: [], audit: false, charts: ["kingstone/dc-chart", "ultimo/difficulty-chart"] },
    ]);
  });
  it("keeps the audit as a task of its own when no attack is planned (one game's report)", () => {
    expect(reportTasks([run("kingstone", "check")])).toEqual([
      { indices: [], audit: true, charts: [] },
      { indices: [0], audit: false, charts: [] },
    ]);
  });
  it("computes in this thread when asked, and knows it runs from the sources here (the pool itself is tested through the built CLI)", async () => {
    const here = computeHere(async (index) => ({ index }) as never, () => [], async () => []);
    // In this thread the charts are not drawn ahead: writeRun draws them.
    expect(await here.result(3)).toEqual({ result: { index: 3 } });
    expect(await here.claims()).toEqual([]);
    expect(await here.balanceCharts()).toEqual([]);
    expect(FROM_SOURCES).toBe(true);
  });
});
