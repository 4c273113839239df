import { describe, expect, it } from "vitest";
import { validateRun, type AnalysisResult } from "../../src/core/analysis.js";
import { findAnalysis } from "../../src/models/index.js";
import { cellFields, comparisonChart, comparisonRows, comparisonTables, outcomeOrder, type Reading } from "../../src/report/comparison.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { readMeasure, sweepChart, sweepChartLayout, sweepTable, type Sweep } from "../../src/report/sweep.js";
import { toVegaLite } from "../../src/report/vega-lite.js";

function exactResult(game: string, name: string, raw: Record<string, unknown>): AnalysisResult {
  const analysis = findAnalysis(game, name)!;
  const params = validateRun(analysis, raw);
  if (!params.ok) throw new Error(params.errors.join("; "));
  return analysis.run!(params.value as never);
}

function readings(game: string, name: string, raw: Record<string, unknown>, field: string, values: readonly string[]): Reading[] {
  return values.map((value) => ({ label: `${field}=${value}`, result: exactResult(game, name, { ...raw, [field]: value }) }));
}

const sweepOf = (fields: Sweep["fields"], measure: string, probability: boolean, value: (point: Record<string, unknown>) => number, simulated = false): Sweep => {
  const points = fields.reduce<Record<string, unknown>[]>((acc, [field, values]) => acc.flatMap((p) => values.map((v) => ({ ...p, [field]: v }))), [{}]);
  return {
    title: "t",
    fields,
    measure,
    probability,
    points: points.map((point) => {
      const v = value(point);
      return { point: point as never, measure: simulated ? { value: v, low: v * 0.9, high: Math.min(1, v * 1.1) } : { value: v, exact: "1/2" } };
    }),
  };
};

describe("sweep charts compile with zero Vega-Lite warnings", () => {
  const p = (point: Record<string, unknown>) => Math.min(1, Math.max(0, ((point.bonus as number) + 12 - (point.dc as number)) / 12));
  const cases: Array<[string, Sweep, Parameters<typeof sweepChartLayout>[1]]> = [
    ["a probability heatmap of bonus × dc", sweepOf([["bonus", [0, 1, 2]], ["dc", [8, 10]]], "pSuccess", true, p), {}],
    ["a heatmap of a number over a text field", sweepOf([["ladder", ["paired", "linear"]], ["dc", [8, 10]]], "expectedEffect", false, (point) => (point.dc as number) / 10 - (point.ladder === "linear" ? 1 : 0)), {}],
    ["a heatmap whose measure is the same everywhere", sweepOf([["a", [1, 2]], ["b", [1, 2]]], "cells", false, () => 4), {}],
    ["one line over one field", sweepOf([["dc", [8, 10, 12]]], "pSuccess", true, (point) => 1 - (point.dc as number) / 14), {}],
    ["a line per value of a second field", sweepOf([["bonus", [0, 1]], ["dc", [8, 10, 12]]], "pSuccess", true, p), { kind: "line", x: "dc" }],
    ["a line per text value, simulated, with its band", sweepOf([["ladder", ["paired", "linear"]], ["dc", [8, 10]]], "pSuccess", true, (point) => 1 - (point.dc as number) / 14, true), { kind: "line", by: "ladder" }],
  ];
  it.each(cases)("%s", async (_, sweep, asked) => {
    const layout = sweepChartLayout(sweep.fields.map(([field]) => field), asked);
    if ("problem" in layout) throw new Error(layout.problem);
    const chart = sweepChart(sweep, layout);
    expect(chart.data).toHaveLength(sweep.points.length);
    expect(await vegaLiteWarnings(toVegaLite(chart))).toEqual([]);
  });
  it("sweepChartLayout: two fields default to a heatmap (the first field as rows), one field to a line; x and by choose", () => {
    expect(sweepChartLayout(["bonus", "dc"], {})).toEqual({ kind: "heatmap", x: "dc", by: "bonus" });
    expect(sweepChartLayout(["bonus", "dc"], { kind: "line" })).toEqual({ kind: "line", x: "bonus", by: "dc" });
    expect(sweepChartLayout(["bonus", "dc"], { kind: "line", by: "bonus" })).toEqual({ kind: "line", x: "dc", by: "bonus" });
    expect(sweepChartLayout(["dc"], {})).toEqual({ kind: "line", x: "dc" });
    expect(sweepChartLayout(["bonus", "dc"], { x: "ac" })).toEqual({ field: "chart.x", problem: 'expected a swept field (bonus, dc), received "ac"' });
  });
  it("sweepTable of a simulated one-field sweep shows each 95% interval", () => {
    const table = sweepTable(sweepOf([["dc", [10]]], "pSuccess", true, () => 0.5, true));
    expect(table.columns).toEqual(["dc", "pSuccess", "95% interval"]);
    expect(table.rows).toEqual([["10", "50.0%", "45.0%–55.0%"]]);
  });
  it("readMeasure reads a summary figure with its exact fraction, or an outcome's probability", () => {
    const result = exactResult("kingstone", "check", { bonus: 3, dc: 10 });
    expect(readMeasure(result, "pSuccess")).toEqual({ value: 7 / 12, exact: "7/12" });
    expect(readMeasure(result, "failure-1")).toEqual({ value: 5 / 36, exact: "5/36" });
  });
});

describe("comparisons", () => {
  it("cellFields: none for one distribution; difficulty for an outcome per difficulty; bonus and dc for the Kingstone grid", () => {
    expect(cellFields(exactResult("kingstone", "check", { bonus: 3, dc: 10 }).outcomes)).toEqual([]);
    expect(cellFields(exactResult("ultimo", "challenge", { play: "K,9", difficulty: "0..3" }).outcomes)).toEqual(["difficulty"]);
    expect(cellFields(exactResult("kingstone", "table", { bonus: "1..2", dc: "8..9" }).outcomes)).toEqual(["bonus", "dc"]);
    expect(cellFields(exactResult("kingstone", "table", { bonus: "2", dc: "8..9" }).outcomes)).toEqual(["dc"]);
  });
  it("outcomeOrder keeps each reading's order, a name only one reading has after the name it follows there", () => {
    expect(outcomeOrder([["s1", "s2", "f1", "f2"], ["s1", "s2", "s3", "f1", "f2", "f3"]])).toEqual(["s1", "s2", "s3", "f1", "f2", "f3"]);
  });
  it("the Kingstone check under each ladder: 2d6+3 vs DC 10's degrees side by side (paired success-1 11/36; linear reaches success-6: 1/36)", () => {
    const [table, summary] = comparisonTables("t", readings("kingstone", "check", { bonus: 3, dc: 10 }, "ladder", ["paired", "shifted", "linear"]));
    expect(table!.columns).toEqual(["outcome", "ladder=paired", "ladder=shifted", "ladder=linear"]);
    expect(table!.rows[0]).toEqual(["success-1", "30.6%", "16.7%", "16.7%"]);
    expect(table!.rows.find((row) => row[0] === "success-6")).toEqual(["success-6", "0%", "0%", "2.8%"]);
    expect(summary!.rows[0]).toEqual(["pSuccess", "58.3%", "58.3%", "58.3%"]);
  });
  it("comparisonRows: every reading's rows with the reading first", () => {
    const rows = comparisonRows(readings("zilch", "test", { suit: 6 }, "skill", ["false", "true"]));
    expect(rows[0]).toMatchObject({ reading: "skill=false", outcome: "critical-success" });
    expect(Object.keys(rows[0]!)[0]).toBe("reading");
    expect(rows.filter((row) => row.reading === "skill=true")).toHaveLength(rows.length / 2);
  });
  const charts: Array<[string, Reading[]]> = [
    ["kingstone check by ladder (one distribution)", readings("kingstone", "check", { bonus: 3, dc: 10 }, "ladder", ["paired", "shifted", "linear"])],
    ["kingstone table by ladder (a bonus × DC grid)", readings("kingstone", "table", { bonus: "2..3", dc: "8..12" }, "ladder", ["paired", "linear"])],
    ["ultimo challenge by tally (an outcome per difficulty)", readings("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "all" }, "tally", ["versus", "half-rating"])],
    ["zilch table by ties", readings("zilch", "table", {}, "ties", ["draw", "initiator"])],
  ];
  it.each(charts)("the chart of %s is grouped bars that compile with zero Vega-Lite warnings", async (_, compared) => {
    const chart = comparisonChart("t", compared);
    expect(chart).toMatchObject({ kind: "bar", grouped: true, color: { field: "reading" } });
    expect(await vegaLiteWarnings(toVegaLite(chart))).toEqual([]);
  });
  it("a per-cell chart shows the first figure the readings disagree on: P(success or better) per difficulty under each tally", () => {
    const chart = comparisonChart("t", readings("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "all" }, "tally", ["versus", "half-rating"]));
    expect(chart.y.field).toBe("pSuccessOrBetter");
    expect(chart.data).toHaveLength(2 * 21);
  });
  it("the ladders agree on every cell's P(success) (they move degrees only), so the Kingstone grid's chart shows the expected effect: 2d6+2 vs DC 8 is 41/36 paired, 2 linear", () => {
    const chart = comparisonChart("t", readings("kingstone", "table", { bonus: "2", dc: "8..12" }, "ladder", ["paired", "linear"]));
    expect(chart.y.field).toBe("expectedEffect");
    expect(chart.data.find((row) => row.reading === "ladder=paired" && row.dc === 8)!.expectedEffect).toBeCloseTo(41 / 36, 12);
    expect(chart.data.find((row) => row.reading === "ladder=linear" && row.dc === 8)!.expectedEffect).toBe(2);
  });
});
