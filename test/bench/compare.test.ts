import { describe, expect, it } from "vitest";
import { compareRows, comparisonLines, newestSaved, ratioText, type SavedResults } from "../../bench/compare.js";
import type { ResultRow } from "../../bench/results.js";

const row = (suite: string, workload: string, medianMs: number): ResultRow => ({ suite, workload, medianMs, minMs: medianMs, maxMs: medianMs, runs: 3 });

// A fixture saved run: three kingstone rows and a zilch row, measured on a quiet machine.
const SAVED: SavedResults = {
  date: "2026-11-22T21:05:40.000Z",
  commit: "093f545",
  dirty: false,
  node: "v20.20.2",
  cpu: "AMD EPYC",
  cores: 2,
  loadStart: 0.68,
  loadEnd: 1.26,
  quick: false,
  suites: ["kingstone", "zilch"],
  rows: [row("kingstone", "grid", 1.5), row("kingstone", "sampler", 12), row("kingstone", "gone", 5), row("zilch", "heatmap", 0.23)],
};

describe("compareRows", () => {
  const current = [row("kingstone", "grid", 1.8), row("kingstone", "sampler", 15.5), row("kingstone", "brand new", 2), row("zilch", "heatmap", 0.2)];
  const compared = compareRows(SAVED.rows, current);
  it("each row's median over the saved one's, flagged past 25% slower", () => {
    expect(compared[0]).toEqual({ suite: "kingstone", workload: "grid", savedMs: 1.5, nowMs: 1.8, ratio: 1.2, slower: false });
    expect(compared[1]!.ratio).toBeCloseTo(15.5 / 12, 12);
    expect(compared[1]!.slower).toBe(true);
    expect(compared[3]!.slower).toBe(false);
  });
  it("a row the saved run lacks has no ratio and is not flagged", () => {
    expect(compared[2]).toEqual({ suite: "kingstone", workload: "brand new", nowMs: 2, slower: false });
  });
  it("rows match by suite and workload together", () => {
    expect(compareRows(SAVED.rows, [row("zilch", "grid", 9)])[0]!.savedMs).toBeUndefined();
  });
  it("exactly 25% slower is not flagged; just past it is", () => {
    expect(compareRows([row("s", "w", 4)], [row("s", "w", 5)])[0]!.slower).toBe(false);
    expect(compareRows([row("s", "w", 4)], [row("s", "w", 5.01)])[0]!.slower).toBe(true);
  });
});

describe("comparisonLines", () => {
  it("names the saved run, shows both runs' loads, one line per row with SLOWER, and a count", () => {
    const lines = comparisonLines(SAVED, "bench/results/2026-11-22-093f545.json", { loadStart: 3.5, loadEnd: 4.25, cores: 2 }, compareRows(SAVED.rows, [row("kingstone", "grid", 1.8), row("kingstone", "sampler", 15.5), row("kingstone", "brand new", 2)]));
    expect(lines).toEqual([
      "against bench/results/2026-11-22-093f545.json (commit 093f545, 2026-11-22 21:05 UTC, 2 cores)",
      "load average (1 min): saved run 0.68 at the start, 1.26 at the end; this run 3.50 at the start, 4.25 at the end (on 2 cores)",
      "workload   saved ms  now ms         ratio",
      "grid           1.50    1.80  1.20× slower",
      "sampler        12.0    15.5  1.29× slower  SLOWER",
      "brand new       new    2.00",
      "1 row more than 25% slower than saved; 1 saved row of these suites not measured now",
    ].map((line) => line.trimEnd()));
  });
  it("ratioText: slower above 1", () => {
    expect(ratioText(0.8)).toBe("0.80×");
    expect(ratioText(2)).toBe("2.00× slower");
  });
});

describe("newestSaved", () => {
  const file = (path: string, date: string, suites: string[], quick = false) => ({ path, results: { date, quick, rows: suites.map((suite) => ({ suite })) } });
  const files = [file("old.json", "2026-11-20T00:00:00Z", ["kingstone", "zilch"]), file("web.json", "2026-11-25T00:00:00Z", ["web"]), file("quick.json", "2026-11-24T00:00:00Z", ["kingstone"], true), file("mid.json", "2026-11-22T00:00:00Z", ["kingstone"])];
  it("the newest committed run holding a row of the suites run, skipping quick runs unless this one is quick", () => {
    expect(newestSaved(files, ["kingstone"], false)).toBe("mid.json");
    expect(newestSaved(files, ["kingstone"], true)).toBe("quick.json");
    expect(newestSaved(files, ["zilch"], false)).toBe("old.json");
    expect(newestSaved(files, ["web", "zilch"], false)).toBe("web.json");
    expect(newestSaved(files, ["ash"], false)).toBeUndefined();
  });
});
