import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { runSweep } from "../../src/cli/sweep-command.js";
import { UsageError } from "../../src/cli/usage-error.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { runMain } from "../support/cli.js";

const STACK_LINE = /^\s+at /m;

/** A sweep file in a fresh folder. */
function sweepFile(text: string, name = "sweep.yaml"): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-sweep-"));
  const path = join(dir, name);
  writeFileSync(path, text);
  return { dir, path };
}

async function problemsOf(path: string, request: Partial<Parameters<typeof runSweep>[1]> = {}): Promise<readonly string[]> {
  try {
    await runSweep(path, { json: false, monteCarloRaw: {}, ...request });
  } catch (error) {
    if (error instanceof UsageError) return error.problems;
    throw error;
  }
  throw new Error("the sweep ran");
}

/** P(2d6 + bonus ≥ dc) by counting the 36 rolls: the brute force the sweep's rows are checked against. */
function bruteCheck(bonus: number, dc: number): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + bonus >= dc) hits++;
  return hits / 36;
}

const KINGSTONE = `game: kingstone
analysis: check
fixed: { ladder: paired }
grid:
  bonus: { from: 1, to: 3 }
  dc: [10, 13]
measure: pSuccess
csv: out/rows.csv
chart: out/chart.vl.json
`;

describe("oddsmith sweep", () => {
  it("a Kingstone bonus × DC sweep: one row per point, 2d6+3 vs DC 10 is 21/36, every row equal to counting the 36 rolls", async () => {
    const { dir, path } = sweepFile(KINGSTONE);
    const { stdout } = await runSweep(path, { json: true, monteCarloRaw: {} });
    const document = JSON.parse(stdout);
    expect(document.grid).toEqual({ bonus: [1, 2, 3], dc: [10, 13] });
    expect(document.points).toHaveLength(6);
    const point = document.points.find((p: { bonus: number; dc: number }) => p.bonus === 3 && p.dc === 10);
    expect(point).toEqual({ bonus: 3, dc: 10, pSuccess: 21 / 36, exact: "7/12" });
    for (const row of document.points) expect(row.pSuccess).toBeCloseTo(bruteCheck(row.bonus, row.dc), 15);
    // 2d6+1 vs DC 13 needs a 12: 1/36.
    expect(document.points.find((p: { bonus: number; dc: number }) => p.bonus === 1 && p.dc === 13).exact).toBe("1/36");
    // The file's outputs are written relative to the file's folder.
    const csv = readFileSync(join(dir, "out/rows.csv"), "utf8").trim().split("\n");
    expect(csv[0]).toBe("bonus,dc,pSuccess,exact");
    expect(csv).toContain(`3,10,${21 / 36},7/12`);
    expect(csv).toHaveLength(7);
    const spec = JSON.parse(readFileSync(join(dir, "out/chart.vl.json"), "utf8"));
    expect(await vegaLiteWarnings(spec)).toEqual([]);
    expect(spec.layer[0].mark.type).toBe("rect");
  });
  it("prints a bonus × DC grid for two swept fields, and one line per point with the exact fraction for one", async () => {
    const { path } = sweepFile(KINGSTONE.replace(/csv:.*\nchart:.*\n/, ""));
    const { stdout } = await runSweep(path, { json: false, monteCarloRaw: {} });
    expect(stdout).toContain("bonus \\ dc     10     13");
    expect(stdout).toMatch(/\n\s+3\s+58\.3%\s+16\.7%/);
    const one = sweepFile("game: kingstone\nanalysis: check\nfixed: { bonus: 3 }\ngrid: { dc: [9, 10] }\nmeasure: success-1\n");
    const text = (await runSweep(one.path, { json: false, monteCarloRaw: {} })).stdout;
    // success-1 of 2d6+3 vs DC 10 is a margin of 0 or +1 (paired ladder, RULES.md 1.2): 2d6 of 7 or 8, 6 + 5 = 11 of 36 rolls.
    expect(text).toMatch(/10\s+30\.6%\s+11\/36/);
  });
  it("a JSON sweep file works as well as YAML, with option flags spelled as on the command line", async () => {
    const { path } = sweepFile(JSON.stringify({ game: "zilch", analysis: "test", grid: { suit: [4, 6, 8] }, measure: "pSuccess" }), "s.json");
    const document = JSON.parse((await runSweep(path, { json: true, monteCarloRaw: {} })).stdout);
    // zilch: a Suit of 6 succeeds 50% of the time (RULES.md 2, the rulebook's own claim).
    expect(document.points.map((p: { exact: string }) => p.exact)).toEqual(["1/3", "1/2", "2/3"]);
  });
  it("a measure in one row of a per-difficulty analysis: { column, where } and { outcome, where } read the row matching where", async () => {
    const { path } = sweepFile(
      'game: ultimo\nanalysis: challenge\nfixed: { play: \"J,A,K,9,7\", difficulty: all }\ngrid: { tally: [versus] }\nmeasure: { column: pSuccessOrBetter, where: { difficulty: 6 } }\n',
    );
    // The README's exact chance of the play J,A,K,9,7 against difficulty 6.
    expect(JSON.parse((await runSweep(path, { json: true, monteCarloRaw: {} })).stdout).points[0]).toMatchObject({ tally: "versus", exact: "23909402/25827165" });
    writeFileSync(path, 'game: kingstone\nanalysis: table\nfixed: { bonus: "3", dc: "9..11" }\ngrid: { dice: [2d6] }\nmeasure: { outcome: success, where: { dc: 10 } }\n');
    expect(JSON.parse((await runSweep(path, { json: true, monteCarloRaw: {} })).stdout).points[0]).toEqual({ dice: "2d6", success: 7 / 12, exact: "7/12" });
    writeFileSync(path, 'game: kingstone\nanalysis: table\nfixed: { bonus: "3", dc: "9..11" }\ngrid: { dice: [2d6] }\nmeasure: { outcome: success, where: { dc: 12 } }\n');
    expect(await problemsOf(path)).toEqual([`${path}: measure: no "success" outcome row of this analysis matches where {"dc":12} (dc: 9, 10, 11)`]);
  });
  it("--mc simulates every point with the same seed: each within 4 standard errors of the exact value, with trials, seed and a 95% interval", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { bonus: 2 }\ngrid: { dc: [8, 11] }\nmeasure: pSuccess\n");
    const document = JSON.parse((await runSweep(path, { json: true, monteCarloRaw: { trials: "200000", seed: "7", threads: "1" } })).stdout);
    expect(document.monteCarlo).toEqual({ trials: 200000, seed: 7 });
    for (const row of document.points) {
      const exact = bruteCheck(2, row.dc);
      expect(Math.abs(row.pSuccess - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / 200000));
      expect(row.low).toBeLessThan(row.pSuccess);
      expect(row.high).toBeGreaterThan(row.pSuccess);
      expect(row).toMatchObject({ trials: 200000, seed: 7 });
    }
  });
  it("--mc 1e6 --precision 0.01 names the trials each point ran (131,072: the first shard reached the precision), not the cap asked for", async () => {
    const { dir, path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { bonus: 2 }\ngrid: { dc: [3, 11] }\nmeasure: pSuccess\nchart: chart.vl.json\n");
    const monteCarloRaw = { trials: "1e6", precision: "0.01", seed: "7", threads: "1" };
    const { stdout } = await runSweep(path, { json: false, monteCarloRaw });
    expect(stdout.split("\n")[0]).toBe("kingstone check: pSuccess by dc (bonus=2), simulated, 131,072 trials per point, seed 7");
    expect(JSON.parse(readFileSync(join(dir, "chart.vl.json"), "utf8")).title).toBe("kingstone check: pSuccess (131,072 trials per point, seed 7)");
    const document = JSON.parse((await runSweep(path, { json: true, monteCarloRaw })).stdout);
    expect(document.monteCarlo).toEqual({ trials: 131072, seed: 7, precision: 0.01 });
    expect(document.points.map((row: { trials: number }) => row.trials)).toEqual([131072, 131072]);
  });
});

describe("bad sweep files", async () => {
  it("an unknown analysis names the field and the analyses there are", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: chek\ngrid: { dc: [10] }\nmeasure: pSuccess\n");
    expect(await problemsOf(path)).toEqual([`${path}: analysis: expected one of check, table, pick-dc, death, marks, side, spell, fight (the kingstone analyses), received "chek"`]);
  });
  it("a fixed value its option refuses is named by the file and fixed.<field>, not by a flag the file does not have", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { dc: 99, ladder: diagonal }\ngrid: { bonus: [1, 2] }\nmeasure: pSuccess\n");
    expect(await problemsOf(path)).toEqual([
      `${path}: fixed.dc: expected an integer from 1 to 40, received 99`,
      `${path}: fixed.ladder: expected one of paired, shifted, linear, received "diagonal"`,
    ]);
  });
  it("an unknown game, a field of the wrong type, an empty grid, an empty list, a backwards span: each named by its field", async () => {
    const { path } = sweepFile("game: kingston\nanalysis: check\ngrid: { dc: 10 }\nmeasure: 3\n");
    expect(await problemsOf(path)).toEqual([
      `${path}: game: expected one of kingstone, zilch, ultimo, ash, dice, received "kingston"`,
      `${path}: grid.dc: expected a list of values or a span { from, to, step }, received 10`,
      `${path}: measure: expected a summary figure or an outcome name, or { outcome or column, where: { field: value } } for one row of a per-difficulty analysis, received 3`,
    ]);
    const empty = sweepFile("game: kingstone\nanalysis: check\nfixed: { bonus: 0, dc: 10 }\ngrid: {}\nmeasure: pSuccess\n");
    expect(await problemsOf(empty.path)).toEqual([`${empty.path}: grid: expected at least one field to sweep, received {}`]);
    const lists = sweepFile("game: kingstone\nanalysis: check\ngrid: { dc: [], bonus: { from: 3, to: 1 } }\nmeasure: pSuccess\n");
    expect(await problemsOf(lists.path)).toEqual([
      `${lists.path}: grid.dc: expected at least one value, received []`,
      `${lists.path}: grid.bonus: expected "to" at least "from", received {"from":3,"to":1}`,
    ]);
  });
  it("a file that is not YAML says so, naming the file", async () => {
    const { path } = sweepFile("game: [kingstone\n");
    const [problem] = await problemsOf(path);
    expect(problem).toMatch(new RegExp(`^sweep: ${JSON.stringify(path).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} is not YAML or JSON \\(`));
  });
  it("a field the analysis does not have, a field both fixed and swept, a required option given nowhere, an unknown top-level field", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { bonus: 1 }\ngrid: { bonus: [1, 2], difficulty: [3] }\nmeasure: pSuccess\ncolour: red\n");
    expect(await problemsOf(path)).toEqual([`${path}: colour: unknown field (fields: game, analysis, fixed, grid, measure, csv, chart)`]);
    writeFileSync(path, "game: kingstone\nanalysis: check\nfixed: { bonus: 1 }\ngrid: { bonus: [1, 2], difficulty: [3] }\nmeasure: pSuccess\n");
    expect(await problemsOf(path)).toEqual([
      `${path}: grid.bonus: also given in fixed; sweep it or fix it, not both`,
      `${path}: grid.difficulty: unknown field (options of kingstone check: bonus, dc, dice, ladder, reroll, goal)`,
      `${path}: fixed: kingstone check needs dc (an integer from 1 to 40); give it in fixed or grid`,
    ]);
  });
  it("values the analysis refuses: its own message, prefixed with the first grid point, once for all the points that share it", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\ngrid: { bonus: [0, 21], dc: [8, 10, 12] }\nmeasure: pSuccess\n");
    expect(await problemsOf(path)).toEqual(["grid point bonus=21, dc=8: --bonus: expected an integer from -10 to 20, received 21 (and 2 more grid points)"]);
    writeFileSync(path, "game: kingstone\nanalysis: check\nfixed: { bonus: 0, ladder: diagonal }\ngrid: { dc: [8, 10] }\nmeasure: pSuccess\n");
    // A fixed value is refused once, named by the file and its field.
    expect(await problemsOf(path)).toEqual([`${path}: fixed.ladder: expected one of paired, shifted, linear, received "diagonal"`]);
  });
  it("a measure the analysis does not report lists the ones it does; an outcome per difficulty asks for one difficulty", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { bonus: 1 }\ngrid: { dc: [8] }\nmeasure: pWin\n");
    expect(await problemsOf(path)).toEqual([
      `${path}: measure: expected a summary figure or an outcome of this analysis (pSuccess, expectedEffect, expectedExtraSuccessEffect, expectedExtraFailureEffect, success-3, success-2, success-1, failure-1, failure-2, failure-3), received "pWin"`,
    ]);
    writeFileSync(path, "game: ultimo\nanalysis: challenge\nfixed: { difficulty: 0..2 }\ngrid: { play: [\"K,9\"] }\nmeasure: success\n");
    expect(await problemsOf(path)).toEqual([`${path}: measure: the outcome "success" occurs in 3 rows of this analysis (one per difficulty); pick one with { outcome: "success", where: { difficulty: … } }`]);
  });
  it("--mc on an analysis without a sampler is refused like the analysis's own --mc, before any work", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: marks\ngrid: { level: [1, 2] }\nmeasure: rollsToLevel\n");
    const [problem] = await problemsOf(path, { monteCarloRaw: { trials: "1000" } });
    expect(problem).toMatch(/^--mc: kingstone marks has no Monte Carlo sampler \(analyses with one: kingstone check, kingstone table, /);
  });
  it("a chart of three swept fields, and a heatmap of one, are refused before any work", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\ngrid: { bonus: [0], dc: [8], ladder: [paired] }\nmeasure: pSuccess\nchart: c.svg\n");
    expect(await problemsOf(path)).toEqual([`${path}: chart: a chart shows one or two swept fields, and the grid sweeps 3 (bonus, dc, ladder); sweep fewer, or leave out the chart`]);
    writeFileSync(path, "game: kingstone\nanalysis: check\nfixed: { bonus: 0 }\ngrid: { dc: [8] }\nmeasure: pSuccess\nchart: { file: c.png, kind: heatmap }\n");
    expect(await problemsOf(path)).toEqual([`${path}: chart.file: expected a file name ending in .vl.json or .svg, received "c.png"`]);
    writeFileSync(path, "game: kingstone\nanalysis: check\nfixed: { bonus: 0 }\ngrid: { dc: [8] }\nmeasure: pSuccess\nchart: { file: c.svg, kind: heatmap }\n");
    expect(await problemsOf(path)).toEqual([`${path}: chart.kind: a heatmap needs two swept fields, and the grid sweeps 1 (dc); use "line"`]);
  });
  it("from the terminal: exit 2, the problem named, no stack trace, and no output file written", async () => {
    const { dir, path } = sweepFile("game: kingstone\nanalysis: check\ngrid: { bonus: [0, 1], dc: 10 }\nmeasure: pSuccess\ncsv: rows.csv\n");
    const { status, stdout, stderr } = await runMain(["sweep", path]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(`${path}: grid.dc: expected a list of values or a span { from, to, step }, received 10`);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(existsSync(join(dir, "rows.csv"))).toBe(false);
    // A span far past the limit (issue 16: `to: 1e300` was "internal error: Invalid array length", `to: 100000000` hung at 1.5 GB) is counted, not built.
    for (const to of ["1e300", "100000000"]) {
      writeFileSync(path, `game: kingstone\nanalysis: check\nfixed: { dc: 10 }\ngrid: { bonus: { from: 0, to: ${to} } }\nmeasure: pSuccess\ncsv: rows.csv\n`);
      const huge = await runMain(["sweep", path]);
      expect(huge.status).toBe(2);
      expect(huge.stderr).toContain(`${path}: grid.bonus: expected at most 2000 values, received a span of `);
      expect(huge.stderr).not.toContain("internal error");
      expect(existsSync(join(dir, "rows.csv"))).toBe(false);
    }
    const missing = await runMain(["sweep", join(dir, "nope.yaml")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`sweep: cannot read ${JSON.stringify(join(dir, "nope.yaml"))} (ENOENT)`);
  });
  it("a sweep file's csv and chart stay in its folder: an absolute path, .. or a link leading out is refused (exit 2, naming the key and the path), and nothing is written (issue 24 §1)", async () => {
    const { dir, path } = sweepFile(KINGSTONE.replace("csv: out/rows.csv", "csv: /tmp/oddsmith-never.sh").replace("chart: out/chart.vl.json", "chart: ../run.svg"));
    expect(await problemsOf(path)).toEqual([
      `${path}: csv: expected a relative path inside the file's own folder (no absolute path, no "..", no symbolic link leading out), received "/tmp/oddsmith-never.sh"; to write elsewhere, give --csv on the command line`,
      `${path}: chart: expected a relative path inside the file's own folder (no absolute path, no "..", no symbolic link leading out), received "../run.svg"; to write elsewhere, give --chart on the command line`,
    ]);
    const outside = mkdtempSync(join(tmpdir(), "oddsmith-outside-"));
    writeFileSync(join(outside, "run.sh"), "echo kept\n");
    symlinkSync(outside, join(dir, "out"));
    writeFileSync(path, KINGSTONE);
    const cli = await runMain(["sweep", path]);
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain(`${path}: csv: expected a relative path inside the file's own folder`);
    expect(cli.stderr).toContain(`received "out/rows.csv"`);
    expect(cli.stderr).not.toMatch(STACK_LINE);
    expect(readdirSync(outside)).toEqual(["run.sh"]);
    expect(readFileSync(join(outside, "run.sh"), "utf8")).toBe("echo kept\n");
  });
  it("the user's --csv and --chart on the command line may go anywhere, in place of a file's refused paths", async () => {
    const { path } = sweepFile(KINGSTONE.replace("csv: out/rows.csv", "csv: /tmp/oddsmith-never.csv").replace("chart: out/chart.vl.json", "chart: ../c.svg"));
    const elsewhere = mkdtempSync(join(tmpdir(), "oddsmith-elsewhere-"));
    const { notes } = await runSweep(path, { json: false, monteCarloRaw: {}, csv: join(elsewhere, "rows.csv"), chart: join(elsewhere, "c.vl.json") });
    expect(notes).toEqual([`wrote ${join(elsewhere, "rows.csv")}`, `wrote ${join(elsewhere, "c.vl.json")}`]);
    expect(readFileSync(join(elsewhere, "rows.csv"), "utf8").split("\n")[0]).toBe("bonus,dc,pSuccess,exact");
  });
  it("--csv and --chart naming one file (or the file's csv and chart) are refused before any work, as one output would be lost", async () => {
    const { dir, path } = sweepFile(KINGSTONE.replace("csv: out/rows.csv", "csv: out/chart.vl.json"));
    const shown = relative(process.cwd(), join(dir, "out/chart.vl.json"));
    expect(await problemsOf(path)).toEqual([`${path}: chart: names the same file as ${path}: csv (${JSON.stringify(shown)}), so one output would be lost; give each its own file`]);
    const other = mkdtempSync(join(tmpdir(), "oddsmith-same-"));
    expect(await problemsOf(path, { csv: join(other, "x.svg"), chart: join(other, ".", "x.svg") })).toEqual([`--chart: names the same file as --csv (${JSON.stringify(join(other, ".", "x.svg"))}), so one output would be lost; give each its own file`]);
    expect(existsSync(join(dir, "out"))).toBe(false);
  });
  it("the points together are costed before any work: 1,240 checks with a one-die reroll (its policy solved per point) are refused, naming the total, the bound and --shard (issue 24 §8)", async () => {
    const { path } = sweepFile("game: kingstone\nanalysis: check\nfixed: { dice: 2d100, reroll: one-die }\ngrid: { bonus: { from: -10, to: 20 }, dc: { from: 1, to: 40 } }\nmeasure: pSuccess\n");
    expect(await problemsOf(path)).toEqual([
      `sweep ${path}: its 1240 exact runs would take about 17 min together, above the bound of about 1 min a command may take before any work (there is no flag to lift it); give --mc N to simulate, or fewer grid points, or --shard I/N to spread them over machines`,
    ]);
  });
});
