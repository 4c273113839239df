import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../src/framework/analysis.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { readMeasure, sweepChart, sweepChartLayout, sweepTable, type Sweep } from "../../src/pipeline/sweep.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";

function exactResult(game: string, name: string, raw: Record<string, unknown>): AnalysisResult {
  const analysis = findAnalysis(game, name)!;
  const prepared = analysis.prepare(raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return solveExactly(prepared.value);
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
    // chart.by on a one-field sweep leaves no field for x (it stopped with an internal error before).
    expect(sweepChartLayout(["dc"], { by: "dc" })).toEqual({ field: "chart.by", problem: 'a one-field sweep has no other field to run along x, received "dc"; leave out chart.by' });
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
