import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chartFileProblem, chartPath, writeCharts, writeCsv } from "../../src/cli/outputs.js";
import type { AnalysisResult } from "../../src/core/analysis.js";
import { runMain } from "../support/cli.js";

describe("--csv and --chart from the command line", () => {
  it("--csv and --chart write the rows, the Vega-Lite spec and the rendered SVG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    const csv = join(dir, "check.csv");
    expect((await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--csv", csv, "--chart", join(dir, "check.vl.json")])).status).toBe(0);
    expect(readFileSync(csv, "utf8").split("\n").slice(0, 2)).toEqual(["outcome,probability,exact", "success-1,0.3055555555555556,11/36"]);
    const spec = JSON.parse(readFileSync(join(dir, "check.vl.json"), "utf8"));
    expect(spec.$schema).toContain("vega-lite");
    expect(spec.data.values).toHaveLength(6);
    expect((await runMain(["kingstone", "table", "--bonus", "0..2", "--dc", "6..9", "--chart", join(dir, "table.svg")])).status).toBe(0);
    expect(readFileSync(join(dir, "table.svg"), "utf8")).toMatch(/^<svg/);
    expect(readFileSync(join(dir, "table-degrees.svg"), "utf8")).toMatch(/^<svg/);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("chartFileProblem and chartPath", () => {
  it("accepts .vl.json and .svg; anything else is refused naming --chart and the endings", () => {
    expect(chartFileProblem("out/table.svg")).toBeUndefined();
    expect(chartFileProblem("table.vl.json")).toBeUndefined();
    expect(chartFileProblem("x.png")).toBe('--chart: expected a file name ending in .vl.json or .svg, received "x.png"');
    expect(chartFileProblem("x.json")).toBe('--chart: expected a file name ending in .vl.json or .svg, received "x.json"');
  });
  it("the main chart goes to the path; another chart gets its name before the ending (table.svg → table-degrees.svg)", () => {
    const chart = (name: string) => ({ name, title: "", kind: "bar" as const, data: [], x: { field: "x", title: "x", type: "ordinal" as const }, y: { field: "y", title: "y", type: "quantitative" as const } });
    expect(chartPath("out/table.svg", chart(""))).toBe("out/table.svg");
    expect(chartPath("out/table.svg", chart("degrees"))).toBe("out/table-degrees.svg");
    expect(chartPath("out/table.vl.json", chart("degrees"))).toBe("out/table-degrees.vl.json");
  });
});

describe("writeCsv and writeCharts", () => {
  it("write the rows and each chart (spec or SVG), atomically, and return the paths", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-outputs-"));
    const result: AnalysisResult = {
      outcomes: [],
      summary: {},
      summaryExact: {},
      rows: [{ outcome: "hit", probability: 0.5 }],
      charts: [
        { name: "", title: "main", kind: "bar", data: [{ x: "a", y: 1 }], x: { field: "x", title: "x", type: "nominal" }, y: { field: "y", title: "y", type: "quantitative" } },
        { name: "more", title: "more", kind: "bar", data: [{ x: "b", y: 2 }], x: { field: "x", title: "x", type: "nominal" }, y: { field: "y", title: "y", type: "quantitative" } },
      ],
    };
    expect(await writeCsv(join(dir, "r.csv"), result)).toBe(join(dir, "r.csv"));
    expect(readFileSync(join(dir, "r.csv"), "utf8")).toBe("outcome,probability\nhit,0.5\n");
    const specs = await writeCharts(join(dir, "c.vl.json"), result);
    expect(specs).toEqual({ paths: [join(dir, "c.vl.json"), join(dir, "c-more.vl.json")], warnings: [] });
    expect(JSON.parse(readFileSync(join(dir, "c-more.vl.json"), "utf8")).data.values).toEqual([{ x: "b", y: 2 }]);
    const svgs = await writeCharts(join(dir, "c.svg"), result);
    expect(svgs.paths).toEqual([join(dir, "c.svg"), join(dir, "c-more.svg")]);
    expect(readFileSync(join(dir, "c.svg"), "utf8")).toMatch(/^<svg/);
    expect(readdirSync(dir).sort()).toEqual(["c-more.svg", "c-more.vl.json", "c.svg", "c.vl.json", "r.csv"]);
  });
});
