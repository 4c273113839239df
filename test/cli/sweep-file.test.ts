import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { fileOutputs, optionField, readCheckedFile, readSweepFile } from "../../src/cli/sweep-file.js";
import { MAX_GRID_POINTS } from "../../src/framework/grid.js";

function sweepFile(text: string, name = "sweep.yaml"): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-sweep-file-"));
  const path = join(dir, name);
  writeFileSync(path, text);
  return { dir, path };
}

describe("readSweepFile", () => {
  it("a good file: the analysis, fixed values, swept fields in the file's order, every point, outputs resolved against the file's folder", async () => {
    const { dir, path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { ladder: linear }\ngrid:\n  bonus: { from: 1, to: 5, step: 2 }\n  dc: [10, 13]\nmeasure: pSuccess\ncsv: out/rows.csv\nchart: { file: c.svg, kind: line, x: dc }\n");
    const { problems, spec } = await readSweepFile(path);
    expect(problems).toEqual([]);
    expect(spec!.analysis).toBe(findAnalysis("kingstone", "check"));
    expect(spec!.fixed).toEqual({ ladder: "linear" });
    expect(spec!.fields).toEqual([
      ["bonus", [1, 3, 5]],
      ["dc", [10, 13]],
    ]);
    expect(spec!.points).toEqual([
      { bonus: 1, dc: 10 },
      { bonus: 1, dc: 13 },
      { bonus: 3, dc: 10 },
      { bonus: 3, dc: 13 },
      { bonus: 5, dc: 10 },
      { bonus: 5, dc: 13 },
    ]);
    expect(spec!.measure).toBe("pSuccess");
    expect(spec!.baseDir).toBe(dir);
    expect(spec!.csv).toBe(join(dir, "out", "rows.csv"));
    expect(spec!.chart).toEqual({ file: join(dir, "c.svg"), kind: "line", x: "dc" });
  });
  it("option fields may be spelled as flags, with or without dashes; a .json file is read as JSON", async () => {
    const { path } = sweepFile(JSON.stringify({ game: "ultimo", analysis: "challenge", fixed: { "--play": "K,9", difficulty: 3 }, grid: { "odd-rounding": ["player", "none"] }, measure: "pSuccessOrBetter" }), "s.json");
    const { problems, spec } = await readSweepFile(path);
    expect(problems).toEqual([]);
    expect(spec!.fixed).toEqual({ play: "K,9", difficulty: 3 });
    expect(spec!.fields).toEqual([["oddRounding", ["player", "none"]]]);
  });
  it(`a grid of more than ${MAX_GRID_POINTS} points is refused with its size`, async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\ngrid: { bonus: { from: -10, to: 20 }, dc: { from: 1, to: 40 }, dice: [2d6, 3d6] }\nmeasure: pSuccess\n");
    expect((await readSweepFile(path)).problems).toEqual([`${path}: grid: expected at most ${MAX_GRID_POINTS} points, received 31 × 40 × 2 = 2,480`]);
  });
  it.each([
    ["bonus: { from: 0, to: 100000000 }", "100,000,001 (from 0 to 100000000 by 1)"],
    ["bonus: { from: 0, to: 10, step: 0.0000001 }", "100,000,001 (from 0 to 10 by 1e-7)"],
    ["bonus: { from: 0, to: 1e300 }", "1e300 (from 0 to 1e+300 by 1)"],
  ])("a span of more values than a sweep runs (%s) is counted, not built, and refused naming its field and the limit", async (axis, received) => {
    const { path } = sweepFile(`game: kingstone\nanalysis: check\nfixed: { dc: 10 }\ngrid: { ${axis}, dice: [2d6] }\nmeasure: pSuccess\n`);
    const before = process.memoryUsage().heapUsed;
    expect((await readSweepFile(path)).problems).toEqual([`${path}: grid.bonus: expected at most ${MAX_GRID_POINTS} values, received a span of ${received}; a sweep runs at most ${MAX_GRID_POINTS} points`]);
    // No values were made: 10^8 numbers would be 800 MB (this bound is generous, not a measurement).
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100_000_000);
  });
  it("a field given twice, once as its name and once as its flag, is named", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { dc: 10 }\ngrid: { bonus: [1], --bonus: [2] }\nmeasure: pSuccess\n");
    expect((await readSweepFile(path)).problems).toEqual([`${path}: grid.--bonus: given twice (as bonus)`]);
  });
  it("a file that cannot be read names the file and the reason", async () => {
    const { dir } = sweepFile("");
    expect((await readSweepFile(join(dir, "none.yaml"))).problems).toEqual([`sweep: cannot read ${JSON.stringify(join(dir, "none.yaml"))} (ENOENT)`]);
  });
});

describe("optionField", () => {
  it("the field itself, or its flag with or without dashes; undefined for a name the analysis lacks", () => {
    const challenge = findAnalysis("ultimo", "challenge")!;
    expect(optionField(challenge, "oddRounding")).toBe("oddRounding");
    expect(optionField(challenge, "odd-rounding")).toBe("oddRounding");
    expect(optionField(challenge, "--odd-rounding")).toBe("oddRounding");
    expect(optionField(challenge, "rounding")).toBeUndefined();
  });
});

describe("fileOutputs", () => {
  it("a csv and a chart object: as written, and resolved against the file's folder with the chart's other fields kept", () => {
    const problems: string[] = [];
    const outputs = fileOutputs("q/a.yaml", "out/rows.csv", { file: "c.svg", x: "dc" }, (where, text) => problems.push(`${where}: ${text}`));
    expect(problems).toEqual([]);
    expect(outputs).toEqual({
      baseDir: resolve("q"),
      outputsAsWritten: { csv: "out/rows.csv", chart: "c.svg" },
      csv: resolve("q/out/rows.csv"),
      chart: { file: resolve("q/c.svg"), x: "dc" },
    });
  });
  it("none given: only the folder; a chart without a chart ending is a problem of chart (a name) or chart.file (an object)", () => {
    const problems: string[] = [];
    expect(fileOutputs("a.yaml", undefined, undefined, (where, text) => problems.push(`${where}: ${text}`))).toEqual({ baseDir: resolve("."), outputsAsWritten: {} });
    fileOutputs("a.yaml", undefined, "c.png", (where, text) => problems.push(`${where}: ${text}`));
    fileOutputs("a.yaml", undefined, { file: "c.txt" }, (where, text) => problems.push(`${where}: ${text}`));
    expect(problems).toEqual(['chart: expected a file name ending in .vl.json or .svg, received "c.png"', 'chart.file: expected a file name ending in .vl.json or .svg, received "c.txt"']);
  });
});

describe("readCheckedFile", () => {
  it("hands the parsed content to the check, and keeps the content and text beside a spec only", async () => {
    const { path } = sweepFile("a: 1\n", "x.yaml");
    const seen: unknown[] = [];
    const read = await readCheckedFile(path, async (file, raw) => (seen.push([file, raw]), { problems: [], spec: "spec" }));
    expect(seen).toEqual([[path, { a: 1 }]]);
    expect(read).toEqual({ problems: [], spec: "spec", raw: { a: 1 }, text: "a: 1\n" });
    expect(await readCheckedFile(path, async () => ({ problems: ["bad"] }))).toEqual({ problems: ["bad"] });
  });
  it("an empty file is refused in the kind's words before any check", async () => {
    const { path } = sweepFile("", "empty.yaml");
    const read = await readCheckedFile(path, async () => ({ problems: [], spec: 1 }), "balance", "a balance question");
    expect(read).toEqual({ problems: [`balance: "${path}" is empty; expected a balance question`] });
  });
});
