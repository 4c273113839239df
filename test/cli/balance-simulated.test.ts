import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBalance } from "../../src/cli/balance-command.js";
import { readRounds } from "../../src/cli/balance-simulated.js";
import { UsageError } from "../../src/cli/usage-error.js";
import { expectUsageError, root, runCli, runMain } from "../support/cli.js";

/** A balance file in a fresh folder. */
function balanceFile(text: string): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-mc-"));
  const path = join(dir, "balance.yaml");
  writeFileSync(path, text);
  return { dir, path };
}

async function problemsOf(path: string, request: Parameters<typeof runBalance>[1]): Promise<readonly string[]> {
  try {
    await runBalance(path, request);
  } catch (error) {
    if (error instanceof UsageError) return error.problems;
    throw error;
  }
  throw new Error("the balance ran");
}

// 2d6 + 3 vs DC 8..12: P(success) 30/36, 26/36, 21/36, 15/36, 10/36 (0.833, 0.722, 0.583, 0.417, 0.278).
// [0.585, 0.72] leaves DC 9 (0.7222) and DC 10 (0.5833) just outside: a simulation cannot tell them apart
// from the bound at 2,000 trials, so they stay undecided; DC 8, 11 and 12 fail outright.
const CLOSE = `game: kingstone
analysis: check
fixed: { bonus: 3 }
choose: { dc: [8, 9, 10, 11, 12] }
targets: { pSuccess: { between: [0.585, 0.72] } }
csv: out/close.csv
`;

describe("oddsmith balance FILE on simulated figures (issue 26 §3)", () => {
  it("the foe guideline (balance/ultimo-foe-guideline.yaml, --mc 2000): each design listed meets, and its figures are what `ultimo fight` prints at that point, seed and trials", async () => {
    const { stdout } = await runBalance(join(root, "balance/ultimo-foe-guideline.yaml"), { json: true, monteCarloRaw: { trials: "2000" } });
    const document = JSON.parse(stdout);
    expect(document.monteCarlo).toEqual({ trials: 2000, seed: 1, rounds: 3 });
    expect(document.designs.length).toBeGreaterThan(0);
    for (const row of document.designs) {
      expect(row.meets).toBe(true);
      expect(row["medianRounds low"]).toBeGreaterThanOrEqual(3);
      expect(row["medianRounds high"]).toBeLessThanOrEqual(5);
      expect(row["pWin low"]).toBeGreaterThanOrEqual(0.5);
    }
    // limit 3 against a foe of health 12, attack 5: the same figures as the fight itself at 2,000 trials, seed 1.
    const row = document.designs.find((design: Record<string, unknown>) => design.limit === 3 && design.foeHealth === 12 && design.foeAttack === 5);
    const fight = await runMain(["ultimo", "fight", "--limit", "3", "--armor", "3", "--weapon", "2", "--foe-attack", "5", "--foe-health", "12", "--mc", "2000", "--json"]);
    const summary = JSON.parse(fight.stdout).summary;
    expect([row.medianRounds, row["medianRounds low"], row["medianRounds high"], row.pWin, row["pWin low"]]).toEqual([summary.medianRounds, summary.medianRoundsLow, summary.medianRoundsHigh, summary.pWin, summary.pWinLow]);
  });

  it("a design left undecided after the last round is listed as undecided, never met: in the table, the CSV and --json (Kingstone check +3, DC 9 and 10 against [0.585, 0.72], --rounds 1)", async () => {
    const { dir, path } = balanceFile(CLOSE);
    const table = await runBalance(path, { json: false, monteCarloRaw: { trials: "2000" }, rounds: "1" });
    const lines = table.stdout.split("\n");
    expect(lines[0]).toBe("kingstone check: 0 designs meet every target, 2 undecided, best first (5 simulations, seed 1; met: the 95% interval inside every bound)");
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/).filter((cell) => cell !== ""))).toEqual([
      ["rank", "dc", "pSuccess", "trials", "meets"],
      ["-", "9", expect.stringMatching(/^7\d\.\d% \(\d+\.\d%–\d+\.\d%\)$/), "2,000", "undecided"],
      ["-", "10", expect.stringMatching(/^5\d\.\d% \(\d+\.\d%–\d+\.\d%\)$/), "2,000", "undecided"],
    ]);
    const csv = readFileSync(join(dir, "out/close.csv"), "utf8").trim().split("\n");
    expect(csv[0]).toBe("rank,dc,pSuccess,pSuccess low,pSuccess high,trials,meets");
    expect(csv.slice(1).map((line) => line.split(",").at(-1))).toEqual(["undecided", "undecided"]);
    const document = JSON.parse((await runBalance(path, { json: true, monteCarloRaw: { trials: "2000" }, rounds: "1" })).stdout);
    expect(document.designs.map((row: Record<string, unknown>) => [row.dc, row.meets])).toEqual([[9, "undecided"], [10, "undecided"]]);
    expect(document.simulations).toBe(5);
  });

  it("more rounds decide the close designs: at --rounds 4 neither DC 9 nor DC 10 is met (both lie outside exactly), and those left are still undecided at 16,000 trials", async () => {
    const { path } = balanceFile(CLOSE);
    const document = JSON.parse((await runBalance(path, { json: true, monteCarloRaw: { trials: "2000" }, rounds: "4" })).stdout);
    for (const row of document.designs) {
      expect(row.meets).toBe("undecided");
      expect(row.trials).toBe(16_000);
    }
  });

  it("when every design fails, the nearest misses are listed with meets false (Kingstone check +3, pSuccess at least 0.95)", async () => {
    const { path } = balanceFile(CLOSE.replace("{ between: [0.585, 0.72] }", "{ at-least: 0.95 }"));
    const document = JSON.parse((await runBalance(path, { json: true, monteCarloRaw: { trials: "2000" } })).stdout);
    // DC 8 (30/36 = 0.833) is the nearest, then 9, 10, 11, 12.
    expect(document.designs.map((row: Record<string, unknown>) => [row.dc, row.meets])).toEqual([[8, false], [9, false], [10, false], [11, false], [12, false]]);
  });

  it("1 and 2 threads print byte-identical tables and CSVs at a fixed seed (300,000 trials a point: three shards each)", () => {
    const { dir, path } = balanceFile(CLOSE.replace("[0.585, 0.72]", "[0.5, 0.65]"));
    const run = (threads: string) => {
      const csv = join(dir, `t${threads}.csv`);
      const result = runCli(["balance", path, "--mc", "300000", "--seed", "3", "--threads", threads, "--csv", csv]);
      expect(result.status, result.stderr).toBe(0);
      return { stdout: result.stdout, csv: readFileSync(csv, "utf8") };
    };
    const one = run("1");
    const two = run("2");
    expect(two).toEqual(one);
    // DC 10 (21/36 = 0.583) alone meets [0.5, 0.65].
    expect(one.csv.trim().split("\n").slice(1).map((line) => line.split(",")[1])).toEqual(["10"]);
  });

  it("refuses before any work: tiers, a preference, a chart, --precision, and --rounds out of range, each named", async () => {
    const { dir, path } = balanceFile(`${CLOSE}prefer: { max: dc }\nchart: out/close.svg\n`);
    expect(await problemsOf(path, { json: false, monteCarloRaw: { trials: "2000", precision: "0.01" }, rounds: "9" })).toEqual([
      `${path}: prefer: a simulated balance reads bounds only (targets), the designs met ranked by the distance of their estimates to the targets' middles; leave prefer out`,
      "chart: a simulated balance writes its table, JSON and CSV only",
      "--precision: a simulated balance spends its trials by the sequential rule (--mc, --rounds), not by a precision",
      '--rounds: expected a whole number of rounds from 1 to 8, received "9"',
    ]);
    expect(existsSync(join(dir, "out"))).toBe(false);
  });

  it("refuses a space whose worst case is over the trials a run may ask for, before any work, and writes nothing", async () => {
    const { dir, path } = balanceFile(CLOSE.replace("[8, 9, 10, 11, 12]", "{ from: 2, to: 40 }"));
    expect(await problemsOf(path, { json: false, monteCarloRaw: { trials: "1e9" }, rounds: "3" })).toEqual([
      `${path}: choose: balance ${path} could simulate 2.73e11 trials (39 points × 1,000,000,000 trials doubled over 3 rounds), above the 1e10 a run may ask for; choose fewer values, or give a smaller --mc or --rounds`,
    ]);
    expect(existsSync(join(dir, "out"))).toBe(false);
  });

  it("--seed, --threads and --rounds on an exact balance are refused, naming the flag", async () => {
    await expectUsageError(["balance", join(root, "balance/kingstone-dc-chart.yaml"), "--seed", "4"], "--seed: only allowed with --mc, or an analysis only simulation reaches");
    await expectUsageError(["balance", join(root, "balance/kingstone-dc-chart.yaml"), "--rounds", "2"], "--rounds: only allowed with --mc");
  });
});

describe("readRounds", () => {
  it("reads 1..8, defaults to 3, and refuses the rest naming --rounds", () => {
    expect([readRounds(undefined), readRounds("1"), readRounds(" 8 ")]).toEqual([{ rounds: 3 }, { rounds: 1 }, { rounds: 8 }]);
    expect(readRounds("2.5")).toEqual({ problem: '--rounds: expected a whole number of rounds from 1 to 8, received "2.5"' });
  });
});
