import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBalance } from "../../src/cli/balance-command.js";
import { UsageError } from "../../src/cli/usage-error.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { runMain } from "../support/cli.js";
import { loadAnalysis } from "../../src/analyses/catalog.js";

/** A balance file in a fresh folder. */
function balanceFile(text: string, name = "balance.yaml"): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-"));
  const path = join(dir, name);
  writeFileSync(path, text);
  return { dir, path };
}

async function problemsOf(path: string): Promise<readonly string[]> {
  try {
    await runBalance(path, { json: false });
  } catch (error) {
    if (error instanceof UsageError) return error.problems;
    throw error;
  }
  throw new Error("the balance ran");
}

/** P(2d6 + bonus ≥ dc) by counting the 36 rolls. */
function bruteCheck(bonus: number, dc: number): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + bonus >= dc) hits++;
  return hits / 36;
}

const DC_CHART = `game: kingstone
analysis: check
choose: { dc: { from: 2, to: 20 } }
across: { bonus: [0, 3] }
per: each
tiers: { figure: pSuccess, rule: at-least, chances: { easy: 0.75, hard: 0.25 } }
csv: out/chart.csv
chart: out/chart.vl.json
`;

describe("oddsmith balance FILE", () => {
  it("a DC chart per bonus: the hardest DC with P(success) at least each tier's chance, each cell's exact chance, checked against counting the 36 rolls", async () => {
    const { dir, path } = balanceFile(DC_CHART);
    const { stdout } = await runBalance(path, { json: false });
    expect(stdout.split("\n").slice(1)).toEqual(["bonus  easy 75.0%  hard 25.0%", "    0  5: 83.3%    9: 27.8%", "    3  8: 83.3%    12: 27.8%"]);
    const csv = readFileSync(join(dir, "out/chart.csv"), "utf8").trim().split("\n");
    expect(csv).toEqual(["bonus,tier,chance,rank,dc,pSuccess,pSuccess exact,meets", "0,easy,0.75,1,5,0.8333333333333334,5/6,true", "0,hard,0.25,1,9,0.2777777777777778,5/18,true", "3,easy,0.75,1,8,0.8333333333333334,5/6,true", "3,hard,0.25,1,12,0.2777777777777778,5/18,true"]);
    // Each DC picked is the hardest that gives the chance: one harder gives less.
    for (const [bonus, dc, chance] of [[0, 5, 0.75], [0, 9, 0.25], [3, 8, 0.75], [3, 12, 0.25]] as const) {
      expect(bruteCheck(bonus, dc)).toBeGreaterThanOrEqual(chance);
      expect(bruteCheck(bonus, dc + 1)).toBeLessThan(chance);
    }
    const spec = JSON.parse(readFileSync(join(dir, "out/chart.vl.json"), "utf8"));
    expect(JSON.stringify(spec)).toContain('"line"');
    expect(await vegaLiteWarnings(spec)).toEqual([]);
  });

  it("--html writes the chart as a page to print, the table's cells in it; a name not ending in .html is refused", async () => {
    const { dir, path } = balanceFile(DC_CHART.replace(/csv:.*\n|chart:.*\n/g, ""));
    await runBalance(path, { json: false, html: join(dir, "chart.html") });
    const page = readFileSync(join(dir, "chart.html"), "utf8");
    expect(page).toContain("<tr><td>0</td><td>5: 83.3%</td><td>9: 27.8%</td></tr>");
    expect(page).toContain("@media print");
    await expect(runBalance(path, { json: false, html: join(dir, "chart.txt") })).rejects.toThrow(UsageError);
  });

  it("--json says the solves it took and that DC was bisected; each design with its exact figures", async () => {
    const { path } = balanceFile(DC_CHART.replace(/csv:.*\n|chart:.*\n/g, ""));
    const document = JSON.parse((await runBalance(path, { json: true })).stdout);
    expect(document.bisected).toBe("dc");
    expect(document.solves).toBeLessThan(2 * 19);
    expect(document.designs[0]).toEqual({ bonus: 0, tier: "easy", chance: 0.75, rank: 1, dc: 5, pSuccess: 5 / 6, "pSuccess exact": "5/6", meets: true });
  });

  it("designs that meet every target in every situation, ranked by the distance to the targets' middles; the heatmap of the meeting region compiles without warnings", async () => {
    const { dir, path } = balanceFile(`game: kingstone
analysis: check
fixed: { bonus: 3 }
choose: { dc: [9, 10, 11, 12], ladder: [paired, linear] }
targets:
  pSuccess: [0.5, 0.8]
  success-1: { at-most: 0.25 }
chart: out/region.vl.json
`);
    const { stdout } = await runBalance(path, { json: false });
    // By hand, bonus 3: DC 9 needs 2d6 ≥ 6 (26/36), DC 10 needs 7 (21/36), DC 11 needs 8 (15/36 < 50%). success-1 is
    // margin 0 under linear (2d6 = 6 at DC 9: 5/36; = 7 at DC 10: 6/36) and margin 0 or +1 under paired (11/36 at
    // DC 9 or 10: over 25%). Middles 65% and 25%: DC 10 is 8.3 points off at worst, DC 9 11.1.
    expect(stdout.split("\n")).toEqual([
      "kingstone check: 2 designs meet every target, best first (8 solves, dc by bisection)",
      "rank  dc  ladder  pSuccess       success-1     meets",
      "   1  10  linear  58.3% (7/12)   16.7% (1/6)   yes",
      "   2   9  linear  72.2% (13/18)  13.9% (5/36)  yes",
    ]);
    const spec = JSON.parse(readFileSync(join(dir, "out/region.vl.json"), "utf8"));
    expect(await vegaLiteWarnings(spec)).toEqual([]);
  });

  it("when no design meets, the nearest misses and how far each target falls short", async () => {
    const { path } = balanceFile(`game: kingstone
analysis: check
fixed: { bonus: 0 }
choose: { dc: [10, 11, 12] }
targets:
  pSuccess: { at-least: 0.5 }
`);
    const { stdout } = await runBalance(path, { json: false });
    expect(stdout.split("\n")).toEqual([
      "kingstone check: no design meets every target; the nearest misses (3 solves)",
      "rank  dc  pSuccess                     meets",
      "miss  10  16.7% (1/6), short by 33.3%  no",
      "miss  11  8.3% (1/12), short by 41.7%  no",
      "miss  12  2.8% (1/36), short by 47.2%  no",
    ]);
  });

  it("refuses, naming the field: an unknown option, bounds that contradict each other, an unknown option in when, a preference on an option not chosen", async () => {
    const { path } = balanceFile(`game: kingstone
analysis: check
choose: { dcc: { from: 2, to: 20 }, ladder: [paired] }
across: { bonus: [0, 3] }
targets:
  pSuccess: { at-least: 0.7, at-most: 0.6 }
  failure-2 or worse: { between: [0.2, 0.1], when: { dc: 8 } }
  expectedEffect: { at-least: 1, when: { colour: red } }
prefer: { max: bonus }
`);
    const file = path;
    expect(await problemsOf(path)).toEqual([
      `${file}: choose.dcc: unknown field (options of kingstone check: bonus, dc, dice, ladder, reroll, goal)`,
      `${file}: targets.pSuccess: the bounds contradict each other: at least 0.7 and at most 0.6; no value meets both`,
      `${file}: targets.failure-2 or worse: the bounds contradict each other: at least 0.2 and at most 0.1; no value meets both`,
      `${file}: targets.expectedEffect: when.colour: unknown option (options of kingstone check: bonus, dc, dice, ladder, reroll, goal)`,
      `${file}: prefer.max: expected a chosen option (ladder) or a figure, received "bonus"`,
      `${file}: fixed: kingstone check needs dc (an integer from 1 to 40); give it in fixed, choose, across or every target's when`,
    ]);
  });

  it("refuses an empty range and an empty list, naming the field", async () => {
    const { path } = balanceFile(`game: kingstone
analysis: check
choose: { dc: { from: 12, to: 2 }, ladder: [] }
targets: { pSuccess: [0.6, 0.7] }
`);
    expect(await problemsOf(path)).toEqual([`${path}: choose.dc: expected "to" at least "from", received {"from":12,"to":2}`, `${path}: choose.ladder: expected at least one value, received []`]);
  });

  it("refuses a figure the analysis does not have, naming the target's field and listing the figures there are", async () => {
    const { path } = balanceFile(`game: kingstone
analysis: check
choose: { dc: { from: 2, to: 20 } }
across: { bonus: [0, 3] }
targets:
  - pSuccess: [0.6, 0.7]
  - critical-failure or worse: { at-most: 0.1 }
`);
    expect(await problemsOf(path)).toEqual([
      `${path}: targets[1].critical-failure or worse: expected an ordered outcome of this analysis before "or better" / "or worse" (success-6, success-5, success-4, success-3, success-2, success-1), received "critical-failure"`,
    ]);
    const { path: typo } = balanceFile(`game: kingstone
analysis: check
choose: { dc: [8] }
fixed: { bonus: 0 }
targets: { pSucess: [0.6, 0.7] }
`);
    expect(await problemsOf(typo)).toEqual([
      `${typo}: targets.pSucess: expected a summary figure or an outcome of this analysis (pSuccess, expectedEffect, expectedExtraSuccessEffect, expectedExtraFailureEffect, success-3, success-2, success-1, failure-1, failure-2, failure-3, failure-4), received "pSucess"`,
    ]);
  });

  it("refuses a space over the limit before any work, counted without making it", async () => {
    const dice = Array.from({ length: 20 }, (_, i) => `${i + 1}d6`).join(", ");
    const { path } = balanceFile(`game: kingstone
analysis: check
choose: { dc: { from: 1, to: 40 }, dice: [${dice}] }
across: { bonus: { from: -10, to: 20 } }
targets: { pSuccess: [0.6, 0.7] }
`);
    expect(await problemsOf(path)).toEqual([`${path}: choose: expected at most 20000 points in all, received 24,800 (designs × situations × target readings); choose fewer values`]);
  });

  it("exits 2 with the problems and no stack trace, and writes nothing", async () => {
    const { dir, path } = balanceFile(DC_CHART.replace("rule: at-least", "rule: hardest"));
    const run = await runMain(["balance", path]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${path}: tiers.rule: expected one of closest, at-least, at-most`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(dir, "out"))).toBe(false);
  });
});

describe("balance over ultimo curve's row field (difficulty)", () => {
  it("refuses a difficulty that is not a whole number, naming choose.difficulty, and one no row holds, naming across.difficulty with the difficulties there are", async () => {
    const bad = balanceFile(`game: ultimo
analysis: curve
fixed: { hand-size: 3, limit: 2, max-difficulty: 4 }
choose: { difficulty: [1, 2.5] }
tiers: { figure: pSuccessOrBetter, chances: { even: 0.5 } }
`);
    expect(await problemsOf(bad.path)).toEqual([`${bad.path}: choose.difficulty: expected whole numbers (the difficulty of a row of ultimo curve's result), received [1,2.5]`]);
    const beyond = balanceFile(`game: ultimo
analysis: curve
fixed: { hand-size: 3, max-difficulty: 4 }
choose: { limit: [1, 2] }
across: { difficulty: [3, 9] }
per: each
targets: { pSuccessOrBetter: { at-least: 0.5 } }
`);
    expect(await problemsOf(beyond.path)).toEqual([`${beyond.path}: across.difficulty: expected a difficulty the result has a row for (0, 1, 2, 3, 4), received 9`]);
  });

  it("a target's when may name a difficulty: hand 3 with limits 1, 2, 3, P(success or better) at difficulty 2 as the curve's own row gives it, one solve per limit", async () => {
    const { path } = balanceFile(`game: ultimo
analysis: curve
fixed: { hand-size: 3, max-difficulty: 4 }
choose: { limit: [1, 2, 3] }
targets: { pSuccessOrBetter: { at-least: 0, when: { difficulty: 2 } } }
`);
    const document = JSON.parse((await runBalance(path, { json: true })).stdout);
    const curve = await loadAnalysis("ultimo", "curve");
    const rowAt = (limit: number) => {
      const prepared = curve?.prepare({ handSize: 3, limit, maxDifficulty: 4 });
      if (prepared === undefined || !prepared.ok || prepared.value.solve === undefined) throw new Error("a valid curve");
      return prepared.value.solve().rows.find((row) => row.difficulty === 2)?.exact;
    };
    expect(document.solves).toBe(3);
    const found = document.designs.map((row: Record<string, unknown>) => [row.limit, row["pSuccessOrBetter (difficulty=2) exact"]]);
    expect([...found].sort((a, b) => a[0] - b[0])).toEqual([1, 2, 3].map((limit) => [limit, rowAt(limit)]));
  });
});
