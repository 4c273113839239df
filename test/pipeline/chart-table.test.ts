import { describe, expect, it } from "vitest";
import type { ChartRequest } from "../../src/framework/analysis.js";
import { chartTable } from "../../src/pipeline/chart-table.js";

const probability = { field: "p", title: "probability", type: "quantitative", format: ".0%" } as const;

describe("chartTable (issue 28 §7: a chart's text alternative)", () => {
  it("bars of one series: a row per x value in the axis's order, values as the axis labels them", () => {
    const chart: ChartRequest = { name: "", title: "t", kind: "bar", data: [{ o: "failure", p: 5 / 12 }, { o: "success", p: 7 / 12 }], x: { field: "o", title: "outcome", type: "nominal", order: ["success", "failure"] }, y: probability };
    expect(chartTable(chart)).toEqual({ columns: ["outcome", "probability"], rows: [["success", "58.3%"], ["failure", "41.7%"]] });
  });
  it("a colour that restates x (a degree's success or failure) is no series", () => {
    const chart: ChartRequest = { name: "", title: "t", kind: "bar", data: [{ o: "s1", r: "success", p: 0.5 }, { o: "f1", r: "failure", p: 0.5 }], x: { field: "o", title: "outcome", type: "nominal" }, y: probability, color: { field: "r", title: "result", type: "nominal" } };
    expect(chartTable(chart).columns).toEqual(["outcome", "probability"]);
  });
  it("two lines: a column per series, a value a series lacks left empty, intervals beside simulated values", () => {
    const chart: ChartRequest = {
      name: "",
      title: "t",
      kind: "line",
      data: [{ x: 1, s: "a", p: 0.5, lo: 0.4, hi: 0.6 }, { x: 2, s: "a", p: 0.25, lo: 0.2, hi: 0.3 }, { x: 1, s: "b", p: 1, lo: 0.9, hi: 1 }],
      x: { field: "x", title: "DC", type: "quantitative" },
      y: probability,
      color: { field: "s", title: "series", type: "nominal" },
      interval: { low: "lo", high: "hi" },
    };
    expect(chartTable(chart)).toEqual({ columns: ["DC", "a (95% interval)", "b (95% interval)"], rows: [["1", "50.0% (40.0%–60.0%)", "100% (90.0%–100%)"], ["2", "25.0% (20.0%–30.0%)", ""]] });
  });
  it("a heatmap: a row per y value, a column per x value", () => {
    const chart: ChartRequest = {
      name: "",
      title: "t",
      kind: "heatmap",
      data: [{ b: 0, dc: 10, p: 1 / 6 }, { b: 3, dc: 10, p: 7 / 12 }, { b: 0, dc: 8, p: 5 / 12 }],
      x: { field: "b", title: "bonus", type: "ordinal" },
      y: { field: "dc", title: "DC", type: "ordinal" },
      color: { field: "p", title: "P(success)", type: "quantitative", format: ".0%" },
    };
    expect(chartTable(chart)).toEqual({ title: "P(success) by DC (rows) and bonus (columns)", columns: ["DC", "0", "3"], rows: [["10", "16.7%", "58.3%"], ["8", "41.7%", "none"]] });
  });
});
