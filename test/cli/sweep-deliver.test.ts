import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { finishSweep, sweepOutputs } from "../../src/cli/sweep-deliver.js";
import { readSweepFile } from "../../src/cli/sweep-file.js";

async function spec(text: string) {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-deliver-"));
  const path = join(dir, "sweep.yaml");
  writeFileSync(path, text);
  const read = await readSweepFile(path);
  if (read.spec === undefined) throw new Error(read.problems.join("\n"));
  return { dir, path, spec: read.spec };
}

const FILE = "game: kingstone\nanalysis: check\ngrid: { bonus: [0, 1], dc: [10] }\nmeasure: pSuccess\ncsv: out/rows.csv\nchart: { file: out/c.vl.json, kind: line, x: bonus }\n";

describe("sweepOutputs", () => {
  it("the file's outputs, replaced by the command line's; left out for a merge, whose chart keeps the file's layout", async () => {
    const { spec: s, path } = await spec(FILE);
    const own = sweepOutputs(s, path, { json: false });
    expect(own.problems).toEqual([]);
    expect(own.csv?.label).toBe(`${path}: csv`);
    expect(own.layout).toEqual({ kind: "line", x: "bonus", by: "dc" });
    expect(sweepOutputs(s, path, { json: false, csv: "x.csv" }).csv).toEqual({ path: "x.csv", label: "--csv" });
    const merge = sweepOutputs(s, path, { json: false, chart: "m.vl.json" }, false);
    expect(merge.csv).toBeUndefined();
    expect(merge.chart).toEqual({ path: "m.vl.json", label: "--chart" });
    expect(merge.layout).toEqual({ kind: "line", x: "bonus", by: "dc" });
  });
  it("two outputs on standard output are a problem", async () => {
    const { spec: s, path } = await spec(FILE);
    expect(sweepOutputs(s, path, { json: true, csv: "-" }).problems.length).toBe(1);
  });
});

describe("finishSweep", () => {
  it("builds the table and the JSON document from the points (simulated: trials and seed in the title and document)", async () => {
    const { spec: s } = await spec(FILE);
    const points = [0, 1].map((bonus) => ({ point: { bonus, dc: 10 }, measure: { value: 0.25 + bonus / 10, low: 0.2, high: 0.4 }, trials: 100, seed: 3 }));
    const { stdout } = await finishSweep(s, points, true, { seed: 3 }, {}, true);
    const document = JSON.parse(stdout);
    expect(document.monteCarlo).toEqual({ trials: 100, seed: 3 });
    expect(document.points[1]).toEqual({ bonus: 1, dc: 10, pSuccess: 0.35, low: 0.2, high: 0.4, trials: 100, seed: 3 });
    const table = await finishSweep(s, points, true, { seed: 3 }, {}, false);
    expect(table.stdout).toContain("kingstone check: pSuccess by bonus × dc, simulated, 100 trials per point, seed 3");
  });
});
