import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../src/framework/analysis.js";
import { chartContent, chartPath, writeCharts, writeCsv } from "../../src/report/chart-files.js";

const chart = (name: string) => ({ name, title: "", kind: "bar" as const, data: [], x: { field: "x", title: "x", type: "ordinal" as const }, y: { field: "y", title: "y", type: "quantitative" as const } });

describe("chartPath", () => {
  it("the main chart goes to the path; another chart gets its name before the ending (table.svg → table-degrees.svg)", () => {
    expect(chartPath("out/table.svg", chart(""))).toBe("out/table.svg");
    expect(chartPath("out/table.svg", chart("degrees"))).toBe("out/table-degrees.svg");
    expect(chartPath("out/table.vl.json", chart("degrees"))).toBe("out/table-degrees.vl.json");
  });
});

describe("chartContent", () => {
  it("is the Vega-Lite spec as indented JSON for a .vl.json name, and the rendered SVG for a .svg name", async () => {
    const spec = await chartContent("c.vl.json", chart(""));
    expect(JSON.parse(spec.content).$schema).toBe("https://vega.github.io/schema/vega-lite/v6.json");
    expect(spec.content.endsWith("}\n")).toBe(true);
    expect(spec.warnings).toEqual([]);
    expect((await chartContent("c.svg", chart(""))).content).toMatch(/^<svg/);
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

