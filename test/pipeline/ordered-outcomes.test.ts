import { describe, expect, it } from "vitest";
import type { Row } from "../../src/framework/analysis.js";
import { analyze } from "../../src/pipeline/analyze.js";
import { atLeastTitle, cumulate, cumulateSeries, cumulativeChart, distributionBlocks, hasCumulativeView, isOrdered, outcomeRanks, seriesField, withAtLeast, withAtLeastRows } from "../../src/pipeline/ordered-outcomes.js";
import { rollAnalysis } from "../../src/analyses/dice/roll.js";

describe("the at-least / at-most view", () => {
  it("outcomeRanks reads numbers, degrees and the rulebooks' graded scales", () => {
    expect(outcomeRanks(["2", "3", "12"])).toEqual([2, 3, 12]);
    expect(outcomeRanks(["success-1", "success-2", "failure-1"])).toEqual([1, 2, -1]);
    expect(outcomeRanks(["perfect-success", "success", "total-failure"])).toEqual([-0, -1, -4]);
    expect(outcomeRanks(["win", "dies", "escaped"])).toBeUndefined();
  });

  it("kingstone check +3 vs DC 10: success-1 or better is 7/12 and failure-2 or worse 5/18, worked from 11/36+7/36+1/12 and 7/36+1/12", async () => {
    const { result } = await analyze("kingstone", "check", { bonus: 3, dc: 10 });
    expect(isOrdered(result)).toBe(true);
    const atLeast = cumulate(result.outcomes, "at least");
    expect(atLeast.find((row) => row.outcome === "success-1")?.exact).toBe("7/12");
    expect(atLeast.find((row) => row.outcome === "failure-3")?.exact).toBe("1/1");
    const atMost = cumulate(result.outcomes, "at most");
    expect(atMost.find((row) => row.outcome === "failure-2")?.exact).toBe("5/18");
    expect(atMost.find((row) => row.outcome === "success-3")?.probability).toBeCloseTo(1, 12);
  });
});

describe("the 'this or better' figure (issue 18)", () => {
  it("kingstone check +3 vs DC 10 carries pAtLeast on each degree: failure-1 or better is 7/12 + 5/36 = 13/18, exact; CSV rows too", async () => {
    const { result } = await analyze("kingstone", "check", { bonus: 3, dc: 10 });
    const of = (name: string) => result.outcomes.find((row) => row.outcome === name)!;
    expect(of("success-3")).toMatchObject({ pAtLeastExact: "1/12" });
    expect(of("success-1")).toMatchObject({ pAtLeast: 7 / 12, pAtLeastExact: "7/12" });
    expect(of("failure-1")).toMatchObject({ pAtLeastExact: "13/18" });
    expect(of("failure-3")).toMatchObject({ pAtLeast: 1, pAtLeastExact: "1/1" });
    // Best to worst, so "this or better" only grows down the rows: 1/12, 5/18, 7/12, 13/18, 11/12, 1.
    expect(result.rows[2]).toEqual({ outcome: "success-1", probability: 11 / 36, exact: "11/36", pAtLeast: 7 / 12, pAtLeastExact: "7/12" });
    expect(result.outcomes.map((row) => row.pAtLeastExact)).toEqual(["1/12", "5/18", "7/12", "13/18", "11/12", "1/1"]);
  });

  it("numbers cumulate upward: zilch damage light vs DR 1 deals 0, 1, 2 at 1/3 each, so P(≥ 1) = 2/3", async () => {
    const { result } = await analyze("zilch", "damage", { weapon: "light", dr: 1 });
    expect(result.outcomes.map((row) => row.pAtLeastExact)).toEqual(["1/1", "2/3", "1/3"]);
  });

  it("several distributions in turn are cumulated each on its own (an Ultimo curve's difficulties)", () => {
    const rows = withAtLeastRows<Row>([
      { outcome: "success", difficulty: 1, probability: 0.5, exact: "1/2" },
      { outcome: "partial-success", difficulty: 1, probability: 0.25, exact: "1/4" },
      { outcome: "failure", difficulty: 1, probability: 0.25, exact: "1/4" },
      { outcome: "success", difficulty: 2, probability: 0.1, exact: "1/10" },
      { outcome: "partial-success", difficulty: 2, probability: 0.2, exact: "1/5" },
      { outcome: "failure", difficulty: 2, probability: 0.7, exact: "7/10" },
    ]);
    expect(rows.map((row) => row.pAtLeastExact)).toEqual(["1/2", "3/4", "1/1", "1/10", "3/10", "1/1"]);
    expect(distributionBlocks(rows)).toEqual([[0, 1, 2], [3, 4, 5]]);
  });

  it("simulated counts give the cumulative count's Wilson interval", () => {
    const rows = withAtLeastRows<Row>([
      { outcome: "critical-success", probability: 0.1, count: 10, low: 0.05, high: 0.17 },
      { outcome: "success", probability: 0.4, count: 40, low: 0.3, high: 0.5 },
      { outcome: "failure", probability: 0.5, count: 50, low: 0.4, high: 0.6 },
    ]);
    expect(rows[1]!.pAtLeast).toBeCloseTo(0.5, 12);
    expect(rows[1]!.pAtLeastLow).toBeCloseTo(0.4038, 4);
    expect(rows[1]!.pAtLeastExact).toBeUndefined();
  });

  it("leaves alone outcomes with no order and rows that are not outcomes", () => {
    const unordered = [{ outcome: "win", probability: 0.5 }, { outcome: "dies", probability: 0.3 }, { outcome: "draw", probability: 0.2 }];
    expect(withAtLeastRows(unordered)).toEqual(unordered);
    expect(withAtLeastRows([{ dc: 8, pSuccess: 0.7 }])).toEqual([{ dc: 8, pSuccess: 0.7 }]);
    const result = { outcomes: unordered, summary: {}, summaryExact: {}, rows: [], charts: [] };
    expect(withAtLeast(result)).toEqual(result);
  });

  it("atLeastTitle says 'or more' for numbers and 'or better' for degrees", () => {
    expect(atLeastTitle(["0", "1"])).toBe("P(this or more)");
    expect(atLeastTitle(["success", "failure"])).toBe("P(this or better)");
  });

  it("the at-least view redraws kingstone check +3 vs DC 10's outcome chart as P(at least this): 1/12, 5/18, 7/12, 13/18, 11/12, 1; at most mirrors it", async () => {
    const { result } = await analyze("kingstone", "check", { bonus: 3, dc: 10 });
    const [chart] = result.charts;
    const atLeast = cumulativeChart(chart!, result.outcomes, "at least");
    expect(atLeast.data.map((row) => row.outcome)).toEqual(["success-3", "success-2", "success-1", "failure-1", "failure-2", "failure-3"]);
    expect(atLeast.data.map((row) => row.probability)).toEqual([1 / 12, 5 / 18, 7 / 12, 13 / 18, 11 / 12, 1]);
    expect(atLeast.y.title).toBe("P(at least this)");
    // At most failure-3 is failure-3 alone (1/12); at most success-3 is everything.
    expect(cumulativeChart(chart!, result.outcomes, "at most").data.map((row) => row.probability)).toEqual([1, 11 / 12, 13 / 18, 5 / 12, 5 / 18, 1 / 12]);
    expect(cumulativeChart(chart!, result.outcomes, "exactly")).toBe(chart);
  });

  it("a chart that is not over the result's outcomes is left as it was (kingstone table's heatmap)", async () => {
    const { result } = await analyze("kingstone", "table", {});
    for (const chart of result.charts) expect(cumulativeChart(chart, result.outcomes, "at least")).toBe(chart);
  });
});

describe("several series' cumulative view (issue 27 §6: the dice page like AnyDice's graph)", () => {
  const result = rollAnalysis.run({ expr: ["d4", "2d4kh1"], vs: undefined, tie: "tie" });
  it("a dice run of two series is not one ordered distribution, but it has a view switch and names its series field", () => {
    expect(isOrdered(result)).toBe(false);
    expect(hasCumulativeView(result)).toBe(true);
    expect(seriesField(result)).toBe("expression");
  });
  it("cumulateSeries sums each series on its own: d4 at least 3 is 1/2, 2d4kh1 at least 3 is 1 − (2/4)² = 3/4 (by hand)", () => {
    const rows = cumulateSeries(result.outcomes, "expression", "at least");
    expect(rows.find((row) => row.expression === "d4" && row.outcome === "3")?.exact).toBe("1/2");
    expect(rows.find((row) => row.expression === "2d4kh1" && row.outcome === "3")?.exact).toBe("3/4");
    expect(rows.find((row) => row.expression === "2d4kh1" && row.outcome === "1")?.exact).toBe("1/1");
    expect(cumulateSeries(result.outcomes, "expression", "at most").find((row) => row.expression === "2d4kh1" && row.outcome === "2")?.exact).toBe("1/4");
  });
  it("cumulativeChart redraws the series chart from its at-least / at-most fields as step lines, titled by the view", () => {
    const chart = result.charts[0];
    if (chart === undefined) throw new Error("no chart");
    const atMost = cumulativeChart(chart, result.outcomes, "at most");
    expect(atMost).toMatchObject({ kind: "line", step: true, title: "At most each value", y: { field: "atMost", title: "P(at most this)" } });
    expect(cumulativeChart(chart, result.outcomes, "exactly")).toBe(chart);
  });
  it("a one-series dice run stays one ordered distribution (no series field)", () => {
    const one = rollAnalysis.run({ expr: ["2d6"], vs: undefined, tie: "tie" });
    expect(isOrdered(one)).toBe(true);
    expect(seriesField(one)).toBeUndefined();
  });
});
