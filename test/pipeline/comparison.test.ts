import { describe, expect, it } from "vitest";
import type { AnalysisResult, Row } from "../../src/framework/analysis.js";
import { formatPercent } from "../../src/framework/format.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { cellFields, commonTitle, comparisonChart, comparisonCharts, comparisonRows, comparisonTables, outcomeOrder, type Reading } from "../../src/pipeline/comparison.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";

function exactResult(game: string, name: string, raw: Record<string, unknown>): AnalysisResult {
  const analysis = findAnalysis(game, name)!;
  const prepared = analysis.prepare(raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return solveExactly(prepared.value);
}

function readings(game: string, name: string, raw: Record<string, unknown>, field: string, values: readonly string[]): Reading[] {
  return values.map((value) => ({ label: `${field}=${value}`, result: exactResult(game, name, { ...raw, [field]: value }) }));
}

describe("comparisons", () => {
  it("cellFields: the outcome for one distribution; difficulty then outcome for an outcome per difficulty; bonus and dc for the Kingstone grid (its outcome is constant)", () => {
    expect(cellFields([exactResult("kingstone", "check", { bonus: 3, dc: 10 }).outcomes])).toEqual(["outcome"]);
    expect(cellFields([exactResult("ultimo", "challenge", { play: "K,9", difficulty: "0..3" }).outcomes])).toEqual(["difficulty", "outcome"]);
    expect(cellFields([exactResult("kingstone", "table", { bonus: "1..2", dc: "8..9" }).outcomes])).toEqual(["bonus", "dc"]);
    expect(cellFields([exactResult("kingstone", "table", { bonus: "2", dc: "8..9" }).outcomes])).toEqual(["dc"]);
    // zilch chargen's CSV rows: method is constant within a reading, so measure and value identify a row.
    expect(cellFields([exactResult("zilch", "chargen", { method: "cards" }).rows])).toEqual(["measure", "value"]);
  });
  it("outcomeOrder keeps each reading's order, a name only one reading has after the name it follows there", () => {
    expect(outcomeOrder([["s1", "s2", "f1", "f2"], ["s1", "s2", "s3", "f1", "f2", "f3"]])).toEqual(["s1", "s2", "s3", "f1", "f2", "f3"]);
  });
  it("commonTitle keeps what the readings' chart titles share, cut before the reading's own words", () => {
    expect(commonTitle(["Degrees per DC for bonus 2 (2d6, paired ladder)", "Degrees per DC for bonus 2 (2d6, linear ladder)"])).toBe("Degrees per DC for bonus 2");
    expect(commonTitle(["P(hit) for rogue", "P(hit) for ranger"])).toBe("P(hit) for");
    expect(commonTitle(["same", "same"])).toBe("same");
  });
  it("the Kingstone check under each ladder: 2d6+3 vs DC 10's degrees side by side (paired success-1 11/36; linear reaches success-6: 1/36)", () => {
    const [table, summary] = comparisonTables("t", readings("kingstone", "check", { bonus: 3, dc: 10 }, "ladder", ["paired", "shifted", "linear"]));
    expect(table!.columns).toEqual(["outcome", "ladder=paired", "ladder=shifted", "ladder=linear"]);
    expect(table!.rows.find((row) => row[0] === "success-1")).toEqual(["success-1", "30.6%", "16.7%", "16.7%"]);
    // An outcome a ladder lacks is impossible under it: 0%, not a missing cell.
    expect(table!.rows.find((row) => row[0] === "success-6")).toEqual(["success-6", "0%", "0%", "2.8%"]);
    expect(summary!.rows[0]).toEqual(["pSuccess", "58.3%", "58.3%", "58.3%"]);
  });
  it("zilch chargen under each method: a row per measure and value (cautious Suit is d6+4, 1/6 each; reckless is 2d6, 2 has 1/36); a value a method's full distribution lacks is 0%", () => {
    const [table] = comparisonTables("t", readings("zilch", "chargen", {}, "method", ["cards", "cautious", "reckless"]));
    expect(table!.columns).toEqual(["measure", "value", "method=cards", "method=cautious", "method=reckless"]);
    expect(table!.rows.find((row) => row[0] === "suit" && row[1] === "2")).toEqual(["suit", "2", "0%", "0%", "2.8%"]);
    expect(table!.rows.find((row) => row[0] === "suit" && row[1] === "7")!.slice(3)).toEqual(["16.7%", "16.7%"]);
    expect(new Set(table!.rows.map((row) => row[0]))).toEqual(new Set(["suit", "total", "best"]));
    // The chart: one line per method over the Suit's value, not bars piled on each measure.
    const [chart, ...more] = comparisonCharts("t", readings("zilch", "chargen", {}, "method", ["cards", "cautious", "reckless"]));
    expect(more).toEqual([]);
    expect(chart).toMatchObject({ kind: "line", x: { field: "value" }, y: { field: "probability" }, color: { field: "reading" }, title: "t: probability (measure suit)" });
    expect(chart!.data.filter((row) => row.reading === "method=reckless").map((row) => row.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(chart!.data.find((row) => row.reading === "method=reckless" && row.value === 2)!.probability).toBeCloseTo(1 / 36, 12);
  });
  it("zilch table under each ties: the contest grid P(A wins) that ties changes is compared (2 vs 2: 7/48 under draw), and charted as the difference", () => {
    const compared = readings("zilch", "table", {}, "ties", ["draw", "initiator"]);
    const contest = comparisonTables("t", compared).find((table) => table.title === "t: contest: pAWins")!;
    expect(contest.columns).toEqual(["a", "b", "ties=draw", "ties=initiator"]);
    expect(contest.rows).toHaveLength(256);
    const own = compared.map(({ result }) => result.details!.contest!);
    expect(own[0]!.find((row) => row.a === 2 && row.b === 2)!.exact).toBe("7/48");
    for (const row of contest.rows.slice(0, 20)) {
      const [a, b] = [Number(row[0]), Number(row[1])];
      expect(row.slice(2)).toEqual(own.map((cells) => formatPercent(cells.find((cell) => cell.a === a && cell.b === b)!.pAWins as number)));
    }
    expect(contest.rows.some((row) => row[2] !== row[3])).toBe(true);
    const [chart] = comparisonCharts("t", compared);
    expect(chart).toMatchObject({ kind: "heatmap", x: { field: "b" }, y: { field: "a" }, color: { field: "difference" } });
    expect(chart!.data).toHaveLength(256);
    const cell = (cells: readonly Record<string, unknown>[]) => cells.find((row) => row.a === 2 && row.b === 2)!.pAWins as number;
    expect(chart!.data.find((row) => row.a === 2 && row.b === 2)!.difference).toBeCloseTo(cell(own[1]!) - cell(own[0]!), 15);
  });
  it("distributions compared: an outcome missing from a group a reading lists is 0%; a group it does not list at all is —", () => {
    const result = (rows: Row[]): AnalysisResult => ({ outcomes: [], summary: {}, summaryExact: {}, rows, charts: [] });
    const [table] = comparisonTables("t", [
      { label: "x=a", result: result([{ dc: 8, outcome: "s", probability: 1 }]) },
      { label: "x=b", result: result([{ dc: 8, outcome: "s", probability: 0.5 }, { dc: 8, outcome: "f", probability: 0.5 }, { dc: 9, outcome: "s", probability: 1 }]) },
    ]);
    expect(table!.rows).toEqual([["8", "s", "100%", "50.0%"], ["8", "f", "0%", "50.0%"], ["9", "s", "—", "100%"]]);
  });
  it("kingstone table under each ladder: the degrees table (bonus 2) is compared, each reading's figures its own", () => {
    const compared = readings("kingstone", "table", {}, "ladder", ["paired", "shifted", "linear"]);
    const degrees = comparisonTables("t", compared).find((table) => table.title === "t: Degrees per DC for bonus 2")!;
    expect(degrees.columns).toEqual(["dc", "outcome", "ladder=paired", "ladder=shifted", "ladder=linear"]);
    const own = compared.map(({ result }) => result.charts.find((chart) => chart.name === "degrees")!.data);
    for (const row of degrees.rows) {
      expect(row.slice(2)).toEqual(own.map((data) => {
        const found = data.find((datum) => datum.dc === Number(row[0]) && datum.outcome === row[1]);
        // Each DC's degrees are a whole distribution: a degree a ladder does not reach there is 0%.
        return found === undefined ? "0%" : formatPercent(found.probability as number);
      }));
    }
  });
  it("kingstone table under each ladder charts the expected effect's difference from the first ladder, one heatmap per other ladder: 2d6+2 vs DC 8 is 41/36 paired, 2 linear", () => {
    const charts = comparisonCharts("t", readings("kingstone", "table", { bonus: "1..2", dc: "8..12" }, "ladder", ["paired", "shifted", "linear"]));
    expect(charts.map((chart) => [chart.name, chart.kind, chart.title])).toEqual([
      ["", "heatmap", "t: expectedEffect, ladder=shifted minus ladder=paired"],
      ["linear", "heatmap", "t: expectedEffect, ladder=linear minus ladder=paired"],
    ]);
    expect(charts[1]!.data.find((row) => row.bonus === 2 && row.dc === 8)!.difference).toBeCloseTo(2 - 41 / 36, 12);
  });
  it("kingstone pick-dc --bonus 3 under each dice: DCs in numeric order; a DC a reading does not list is —, never 0% (2d6 at DC 12 is 10/36; 3d6 at DC 9 is 206/216)", () => {
    const [table] = comparisonTables("t", readings("kingstone", "pick-dc", { bonus: 3, target: 0.5 }, "dice", ["2d6", "3d6", "3d6kh2", "2d8"]));
    expect(table!.columns).toEqual(["dc", "dice=2d6", "dice=3d6", "dice=3d6kh2", "dice=2d8"]);
    const dcs = table!.rows.map((row) => Number(row[0]));
    expect(dcs).toEqual([...dcs].sort((a, b) => a - b));
    expect(table!.rows.find((row) => row[0] === "12")![1]).toBe(formatPercent(10 / 36));
    expect(table!.rows.find((row) => row[0] === "9")![2]).toBe(formatPercent(206 / 216));
    expect(table!.rows.find((row) => row[0] === "5")![2]).toBe("—");
    expect(table!.rows.find((row) => row[0] === "17")![1]).toBe("—");
  });
  it("comparisonRows: every reading's rows with the reading first", () => {
    const rows = comparisonRows(readings("zilch", "test", { suit: 6 }, "skill", ["false", "true"]));
    expect(rows[0]).toMatchObject({ reading: "skill=false", outcome: "critical-success" });
    expect(Object.keys(rows[0]!)[0]).toBe("reading");
    expect(rows.filter((row) => row.reading === "skill=true")).toHaveLength(rows.length / 2);
  });
  const charts: Array<[string, Reading[]]> = [
    ["kingstone check by ladder (one distribution)", readings("kingstone", "check", { bonus: 3, dc: 10 }, "ladder", ["paired", "shifted", "linear"])],
    ["kingstone table by ladder (a bonus × DC grid)", readings("kingstone", "table", { bonus: "2..3", dc: "8..12" }, "ladder", ["paired", "shifted", "linear"])],
    ["ultimo challenge by tally (an outcome per difficulty)", readings("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "all" }, "tally", ["versus", "half-rating"])],
    ["zilch table by ties", readings("zilch", "table", {}, "ties", ["draw", "initiator"])],
    ["zilch chargen by method", readings("zilch", "chargen", {}, "method", ["cards", "cautious", "reckless"])],
    ["kingstone pick-dc by dice", readings("kingstone", "pick-dc", { bonus: 3, target: 0.5 }, "dice", ["2d6", "3d6"])],
  ];
  it.each(charts)("the charts of %s compile with zero Vega-Lite warnings", async (_, compared) => {
    for (const chart of comparisonCharts("t", compared)) expect(await vegaLiteWarnings(toVegaLite(chart))).toEqual([]);
  });
  it("one distribution's chart is bars side by side per outcome, coloured by reading", () => {
    expect(comparisonChart("t", charts[0]![1])).toMatchObject({ kind: "bar", grouped: true, x: { field: "outcome" }, color: { field: "reading" } });
  });
  it("a per-cell chart shows the first figure the readings disagree on: P(success or better) per difficulty under each tally", () => {
    const chart = comparisonChart("t", readings("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "all" }, "tally", ["versus", "half-rating"]));
    expect(chart.y.field).toBe("pSuccessOrBetter");
    expect(chart.data).toHaveLength(2 * 21);
  });
});
